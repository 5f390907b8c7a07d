import { useLingui } from '@lingui/react/macro';
import { Button } from '@mantine/core';
import { IconHome } from '@tabler/icons-react';
import { Link } from '../../ui/Link';
import { NotFoundView } from '../../ui/NotFoundView';
import { usePageTitle } from '../../ui/use-page-title';

/** Any route the app does not have. */
export function NotFoundPage() {
  const { t } = useLingui();
  usePageTitle(t`Page not found`);
  return (
    <NotFoundView
      title={t`Page not found`}
      message={t`The page you are looking for does not exist or has moved. Today's plan is waiting for you at home.`}
      size="page"
    >
      <Button component={Link} to="/" leftSection={<IconHome size={18} aria-hidden="true" />}>
        {t`Back to Home`}
      </Button>
    </NotFoundView>
  );
}
