import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Alert, List } from '@mantine/core';
import type { LostChanges } from '@reign/contract/sync';
import { IconAlertTriangle } from '@tabler/icons-react';
import { serverNow } from '../../api';
import { deviceOf } from '../../ui/device-label';
import { sinceLabel } from './storage-loss-text';

/**
 * Shown once a browser with no Reign data of this account hears from the server that another of
 * the person's devices had changes waiting that never arrived (a browser that cleared its data, or
 * a device lost): how many, since when, and which device, roughly. It stays until dismissed.
 */
export default function LostChangesNotice({
  lost,
  onDismiss,
}: {
  lost: LostChanges[];
  onDismiss: () => void;
}) {
  const { t, i18n } = useLingui();
  const now = serverNow();
  const line = (item: LostChanges) => {
    const n = item.waiting;
    const { browser, system } = deviceOf(item.userAgent);
    const since = item.since ? sinceLabel(new Date(item.since), now, i18n) : null;
    const text = since
      ? t`A device of yours had ${plural(n, { one: '# change', other: '# changes' })} waiting since ${since} that never arrived.`
      : t`A device of yours had ${plural(n, { one: '# change', other: '# changes' })} waiting that never arrived.`;
    const which = browser && system ? t`${browser} on ${system}` : (browser ?? system ?? null);
    return which ? `${text} (${which})` : text;
  };
  return (
    <Alert
      color="orange"
      variant="light"
      mb="md"
      role="alert"
      title={t`Changes that never arrived`}
      icon={<IconAlertTriangle aria-hidden="true" />}
      withCloseButton
      closeButtonLabel={t`Dismiss this notice`}
      onClose={onDismiss}
      data-testid="lost-changes-notice"
    >
      {lost.length === 1 ? (
        line(lost[0] as LostChanges)
      ) : (
        <List size="sm">
          {lost.map((item) => (
            <List.Item key={`${item.userAgent}-${item.since}-${item.waiting}`}>{line(item)}</List.Item>
          ))}
        </List>
      )}
    </Alert>
  );
}
