import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import {
  ActionIcon,
  Button,
  Card,
  Code,
  Group,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  TextInput,
  Title,
  Tooltip,
} from '@mantine/core';
import type { referralStats } from '@reign/contract';
import { REFERRAL_ACTIVE_DAYS, REFERRAL_POINTS } from '@reign/domain';
import { IconBrandFacebook, IconBrandX, IconCheck, IconCopy, IconMail } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import type { z } from 'zod';
import { i18n as appI18n } from '../../i18n';
import { QueryLoaded } from '../../ui/QueryLoaded';
import { showToast } from '../../ui/toast';
import { copyText, useCopiedIndicator } from '../../ui/use-copied';
import { emailShareUrl, facebookShareUrl, xShareUrl } from '../share';
import { RecentReferrals } from './RecentReferrals';
import { useReferralStats } from './rewards-queries';

const SHARE_TEXT = msg`I plan each day with scripture on Reign. Join me and start your day with purpose:`;

/** What a shared referral link says before the link (in the active language unless `i18n` is given). */
export function referralShareText(i18n: I18n = appI18n): string {
  return i18n._(SHARE_TEXT);
}

export function ReferralProgramTab() {
  const stats = useReferralStats();
  const { t } = useLingui();
  return (
    <QueryLoaded
      query={stats}
      loading={
        <Stack gap="md" role="status" aria-label={t`Loading your referral program`}>
          <Skeleton height={140} radius="md" />
          <Skeleton height={90} radius="md" />
        </Stack>
      }
      failed={{
        title: t`Unable to load referral program`,
        message: t`There was an error loading your referral information. Please try again later.`,
      }}
    >
      {(data) => <ReferralProgram data={data} />}
    </QueryLoaded>
  );
}

type ReferralStats = z.infer<typeof referralStats>;

/** One number of the program, named for screen readers by `valueLabel`. */
function StatCard({
  label,
  valueLabel,
  value,
  children,
}: {
  label: string;
  valueLabel: string;
  value: number;
  children?: ReactNode;
}) {
  return (
    <Card withBorder radius="md" padding="md">
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text fz={32} fw={800} aria-label={valueLabel}>
        {value}
      </Text>
      {children}
    </Card>
  );
}

function ReferralProgram({ data }: { data: ReferralStats }) {
  const [copied, markCopied] = useCopiedIndicator();
  const { t, i18n } = useLingui();
  const shareText = referralShareText(i18n);
  const copy = async () => {
    try {
      await copyText(data.referralLink);
      markCopied();
      showToast({
        title: t`Copied to clipboard!`,
        message: t`Send your link to a friend.`,
        variant: 'success',
      });
    } catch {
      showToast({ title: t`Could not copy the link`, message: data.referralLink, variant: 'error' });
    }
  };
  const shareLinks = [
    {
      key: 'x',
      tip: t`Share on X`,
      label: t`Share your link on X`,
      href: xShareUrl(shareText, data.referralLink),
      Icon: IconBrandX,
      newTab: true,
    },
    {
      key: 'facebook',
      tip: t`Share on Facebook`,
      label: t`Share your link on Facebook`,
      href: facebookShareUrl(data.referralLink),
      Icon: IconBrandFacebook,
      newTab: true,
    },
    {
      key: 'email',
      tip: t`Share by e-mail`,
      label: t`Share your link by e-mail`,
      href: emailShareUrl(t`Join me on Reign`, `${shareText} ${data.referralLink}`),
      Icon: IconMail,
      newTab: false,
    },
  ];
  const points = REFERRAL_POINTS;
  const activeDays = REFERRAL_ACTIVE_DAYS;
  const pending = data.pendingReferrals;
  const icon = { size: 18, 'aria-hidden': true } as const;

  return (
    <Stack gap="lg">
      <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="referral-link-heading">
        <Title order={2} size="h4" id="referral-link-heading">
          {t`Invite friends, earn points`}
        </Title>
        <Text c="dimmed" size="sm" mb="md">
          {t`Earn ${points} points for every friend who joins with your link, once they have saved a daily plan on ${activeDays} different days.`}
        </Text>
        <Group gap="xs" mb="sm">
          <Text size="sm" fw={600}>
            {t`Your referral code:`}
          </Text>
          <Code fz="md" aria-label={t`Your referral code`}>
            {data.referralCode}
          </Code>
        </Group>
        <Group gap="xs" align="flex-end" wrap="nowrap">
          <TextInput
            label={t`Your referral link`}
            value={data.referralLink}
            readOnly
            onFocus={(e) => e.currentTarget.select()}
            style={{ flex: 1 }}
          />
          <Button
            onClick={() => void copy()}
            color={copied ? 'teal' : undefined}
            leftSection={copied ? <IconCheck {...icon} /> : <IconCopy {...icon} />}
          >
            {copied ? t`Copied!` : t`Copy link`}
          </Button>
        </Group>
        <Group gap="xs" mt="md">
          <Text size="sm" c="dimmed">
            {t`Share on`}
          </Text>
          {shareLinks.map(({ key, tip, label, href, Icon, newTab }) => (
            <Tooltip key={key} label={tip}>
              <ActionIcon
                component="a"
                href={href}
                {...(newTab ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
                variant="light"
                size="lg"
                aria-label={label}
              >
                <Icon {...icon} />
              </ActionIcon>
            </Tooltip>
          ))}
        </Group>
      </Card>

      <SimpleGrid cols={{ base: 1, xs: 2 }}>
        <StatCard label={t`Friends joined`} valueLabel={t`Total referrals`} value={data.totalReferrals}>
          {pending > 0 && (
            <Text size="xs" c="dimmed">
              {t`${pending} pending: not active yet`}
            </Text>
          )}
        </StatCard>
        <StatCard
          label={t`Points from referrals`}
          valueLabel={t`Points from referrals`}
          value={data.pointsEarned}
        />
      </SimpleGrid>

      <RecentReferrals referrals={data.referrals} total={data.totalReferrals} />
    </Stack>
  );
}
