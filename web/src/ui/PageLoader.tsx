import { useLingui } from '@lingui/react/macro';
import { Center, Loader } from '@mantine/core';

/**
 * The centred spinner shown while a page or the current user loads. It fills the screen below the
 * header, so what replaces it (a form, the dashboard) never pushes a visible footer down: the
 * server-rendered frames of /auth and /dashboard paint it first (no layout shift, issue 19).
 */
export function PageLoader({ label }: { label?: string }) {
  const { t } = useLingui();
  return (
    <Center mih="85vh" w="100%">
      <Loader role="status" aria-label={label ?? t`Loading`} />
    </Center>
  );
}
