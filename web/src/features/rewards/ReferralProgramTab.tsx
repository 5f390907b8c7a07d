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
import { QueryLoaded } from '../../ui/QueryLoaded';
import { showToast } from '../../ui/toast';
import { copyText, useCopiedIndicator } from '../../ui/use-copied';
import { emailShareUrl, facebookShareUrl, xShareUrl } from '../share';
import { RecentReferrals } from './RecentReferrals';
import { useReferralStats } from './rewards-queries';

export const REFERRAL_SHARE_TEXT =
  'I plan each day with scripture on Reign. Join me and start your day with purpose:';

export function ReferralProgramTab() {
  const stats = useReferralStats();
  return (
    <QueryLoaded
      query={stats}
      loading={
        <Stack gap="md" role="status" aria-label="Loading your referral program">
          <Skeleton height={140} radius="md" />
          <Skeleton height={90} radius="md" />
        </Stack>
      }
      failed={{
        title: 'Unable to load referral program',
        message: 'There was an error loading your referral information. Please try again later.',
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
  const copy = async () => {
    try {
      await copyText(data.referralLink);
      markCopied();
      showToast({
        title: 'Copied to clipboard!',
        message: 'Send your link to a friend.',
        variant: 'success',
      });
    } catch {
      showToast({ title: 'Could not copy the link', message: data.referralLink, variant: 'error' });
    }
  };
  const shareLinks = [
    { on: 'on X', href: xShareUrl(REFERRAL_SHARE_TEXT, data.referralLink), Icon: IconBrandX, newTab: true },
    { on: 'on Facebook', href: facebookShareUrl(data.referralLink), Icon: IconBrandFacebook, newTab: true },
    {
      on: 'by e-mail',
      href: emailShareUrl('Join me on Reign', `${REFERRAL_SHARE_TEXT} ${data.referralLink}`),
      Icon: IconMail,
      newTab: false,
    },
  ];
  const icon = { size: 18, 'aria-hidden': true } as const;

  return (
    <Stack gap="lg">
      <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="referral-link-heading">
        <Title order={2} size="h4" id="referral-link-heading">
          Invite friends, earn points
        </Title>
        <Text c="dimmed" size="sm" mb="md">
          Earn {REFERRAL_POINTS} points for every friend who joins with your link, once they have saved a
          daily plan on {REFERRAL_ACTIVE_DAYS} different days.
        </Text>
        <Group gap="xs" mb="sm">
          <Text size="sm" fw={600}>
            Your referral code:
          </Text>
          <Code fz="md" aria-label="Your referral code">
            {data.referralCode}
          </Code>
        </Group>
        <Group gap="xs" align="flex-end" wrap="nowrap">
          <TextInput
            label="Your referral link"
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
            {copied ? 'Copied!' : 'Copy link'}
          </Button>
        </Group>
        <Group gap="xs" mt="md">
          <Text size="sm" c="dimmed">
            Share on
          </Text>
          {shareLinks.map(({ on, href, Icon, newTab }) => (
            <Tooltip key={on} label={`Share ${on}`}>
              <ActionIcon
                component="a"
                href={href}
                {...(newTab ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
                variant="light"
                size="lg"
                aria-label={`Share your link ${on}`}
              >
                <Icon {...icon} />
              </ActionIcon>
            </Tooltip>
          ))}
        </Group>
      </Card>

      <SimpleGrid cols={{ base: 1, xs: 2 }}>
        <StatCard label="Friends joined" valueLabel="Total referrals" value={data.totalReferrals}>
          {data.pendingReferrals > 0 && (
            <Text size="xs" c="dimmed">
              {data.pendingReferrals} pending: not active yet
            </Text>
          )}
        </StatCard>
        <StatCard
          label="Points from referrals"
          valueLabel="Points from referrals"
          value={data.pointsEarned}
        />
      </SimpleGrid>

      <RecentReferrals referrals={data.referrals} total={data.totalReferrals} />
    </Stack>
  );
}
