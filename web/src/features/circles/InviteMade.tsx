import { useLingui } from '@lingui/react/macro';
import { Button, Card, Code, Group, Stack, Text, TextInput } from '@mantine/core';
import type { CircleInviteMade } from '@reign/contract';
import { IconCheck, IconCopy } from '@tabler/icons-react';
import { useId } from 'react';
import { formatMoment } from '../../ui/format';
import { showToast } from '../../ui/toast';
import { copyText, useCopiedIndicator } from '../../ui/use-copied';

/** The address of an invitation's link: this app's /circles/join/<token>. */
export const inviteLink = (token: string, origin = window.location.origin): string =>
  `${origin}/circles/join/${token}`;

/** Copy, then 'Copied!' for two seconds; when the browser refuses, a toast shows what to copy by hand. */
function CopyButton({ text, label, describedBy }: { text: string; label: string; describedBy: string }) {
  const { t } = useLingui();
  const [copied, markCopied] = useCopiedIndicator();
  const copy = async () => {
    try {
      await copyText(text);
      markCopied();
    } catch {
      showToast({ title: t`Could not copy`, message: text, variant: 'error' });
    }
  };
  const icon = { size: 16, 'aria-hidden': true } as const;
  return (
    <Button
      variant="light"
      color={copied ? 'teal' : undefined}
      aria-describedby={describedBy}
      leftSection={copied ? <IconCheck {...icon} /> : <IconCopy {...icon} />}
      onClick={() => void copy()}
      flex="none"
    >
      {copied ? t`Copied!` : label}
    </Button>
  );
}

/**
 * A new invitation's code (grouped ABCDE-FGHJK) and link, each with Copy: the server shows them
 * this once (it keeps only their hashes), so the card says so, and until when they work.
 */
export function InviteMade({ invite }: { invite: CircleInviteMade }) {
  const { t, i18n } = useLingui();
  const codeId = useId();
  const linkId = useId();
  const link = inviteLink(invite.token);
  const until = formatMoment(new Date(invite.expiresAt), new Date(), i18n.locale);
  return (
    <Card withBorder radius="md" padding="md" component="section" aria-label={t`New invitation`}>
      <Stack gap="sm">
        <Text fw={600}>{t`Your invitation is ready`}</Text>
        <Text size="sm">
          {t`The code and the link are shown only this once: copy them now. They work until ${until}.`}
        </Text>
        <Group gap="sm" align="center">
          <Text size="sm" fw={500} id={codeId}>
            {t`Code`}
          </Text>
          <Code fz="lg" fw={700}>
            {invite.code}
          </Code>
          <CopyButton text={invite.code} label={t`Copy code`} describedBy={codeId} />
        </Group>
        {/* side by side while the field has room for most of the link; on a phone, Copy goes below */}
        <Group gap="sm" align="flex-end">
          <TextInput
            id={linkId}
            label={t`Link`}
            value={link}
            readOnly
            onFocus={(event) => event.currentTarget.select()}
            style={{ flex: '1 1 16rem' }}
          />
          <CopyButton text={link} label={t`Copy link`} describedBy={linkId} />
        </Group>
      </Stack>
    </Card>
  );
}
