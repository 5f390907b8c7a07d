import { useLingui } from '@lingui/react/macro';
import { Center, Loader } from '@mantine/core';

/**
 * The centred spinner shown while a page or the current user loads. It fills the whole screen
 * below the header (the footer starts below the fold), so what replaces it (a form, the dashboard)
 * never pushes a visible footer down: the server-rendered frames of /auth and /dashboard paint it
 * first, and the installed app's shell paints it before any page (no layout shift, issue 19).
 */
export function PageLoader({ label }: { label?: string }) {
  const { t } = useLingui();
  return (
    <Center mih="calc(100dvh - var(--app-header-height, 60px))" w="100%">
      <Loader role="status" aria-label={label ?? t`Loading`} />
    </Center>
  );
}
