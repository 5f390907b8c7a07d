import {
  ActionIcon,
  Avatar,
  Badge,
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
import type { ReferralStatus, referralStats } from '@reign/contract';
import { REFERRAL_ACTIVE_DAYS, REFERRAL_POINTS } from '@reign/domain';
import { IconBrandFacebook, IconBrandX, IconCheck, IconCopy, IconMail, IconUsers } from '@tabler/icons-react';
import type { z } from 'zod';
import { QueryLoaded } from '../../ui/QueryLoaded';
import { showToast } from '../../ui/toast';
import { copyText, emailShareUrl, facebookShareUrl, useCopiedIndicator, xShareUrl } from '../share';
import { formatDate } from './rewards-format';
import { useReferralStats } from './rewards-queries';

/** The spec shows the 3 most recent referrals. */
export const RECENT_REFERRALS = 3;

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

/** Paid (the points), pending (until the friend is active) or not eligible (no points). */
function ReferralBadge({ status, points }: { status: ReferralStatus; points: number }) {
  if (status === 'paid') {
    return (
      <Badge variant="light" color="yellow">
        +{points} pts
      </Badge>
    );
  }
  return (
    <Badge variant="light" color="gray">
      {status === 'pending' ? 'Pending' : 'No points'}
    </Badge>
  );
}

/** What a referral's state means, under the friend's name. */
const STATUS_NOTE: Record<ReferralStatus, string> = {
  paid: '',
  pending: ` · points once they plan on ${REFERRAL_ACTIVE_DAYS} days`,
  not_eligible: ' · from your own address or e-mail, or a second sign-up from one address',
};

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
  const recent = [...data.referrals]
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt))
    .slice(0, RECENT_REFERRALS);
  const mail = emailShareUrl('Join me on Reign', `${REFERRAL_SHARE_TEXT} ${data.referralLink}`);
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
          <Tooltip label="Share on X">
            <ActionIcon
              component="a"
              href={xShareUrl(REFERRAL_SHARE_TEXT, data.referralLink)}
              target="_blank"
              rel="noopener noreferrer"
              variant="light"
              size="lg"
              aria-label="Share your link on X"
            >
              <IconBrandX {...icon} />
            </ActionIcon>
          </Tooltip>
          <Tooltip label="Share on Facebook">
            <ActionIcon
              component="a"
              href={facebookShareUrl(data.referralLink)}
              target="_blank"
              rel="noopener noreferrer"
              variant="light"
              size="lg"
              aria-label="Share your link on Facebook"
            >
              <IconBrandFacebook {...icon} />
            </ActionIcon>
          </Tooltip>
          <Tooltip label="Share by e-mail">
            <ActionIcon
              component="a"
              href={mail}
              variant="light"
              size="lg"
              aria-label="Share your link by e-mail"
            >
              <IconMail {...icon} />
            </ActionIcon>
          </Tooltip>
        </Group>
      </Card>

      <SimpleGrid cols={{ base: 1, xs: 2 }}>
        <Card withBorder radius="md" padding="md">
          <Text size="sm" c="dimmed">
            Friends joined
          </Text>
          <Text fz={32} fw={800} aria-label="Total referrals">
            {data.totalReferrals}
          </Text>
          {data.pendingReferrals > 0 && (
            <Text size="xs" c="dimmed">
              {data.pendingReferrals} pending: not active yet
            </Text>
          )}
        </Card>
        <Card withBorder radius="md" padding="md">
          <Text size="sm" c="dimmed">
            Points from referrals
          </Text>
          <Text fz={32} fw={800} aria-label="Points from referrals">
            {data.pointsEarned}
          </Text>
        </Card>
      </SimpleGrid>

      <Card
        withBorder
        radius="md"
        padding="lg"
        component="section"
        aria-labelledby="recent-referrals-heading"
      >
        <Group gap="xs" mb="sm">
          <IconUsers size={20} aria-hidden="true" />
          <Title order={2} size="h4" id="recent-referrals-heading">
            Recent referrals
          </Title>
        </Group>
        {recent.length === 0 ? (
          <Text c="dimmed" size="sm">
            No referrals yet. Share your link and your friends will appear here when they join.
          </Text>
        ) : (
          <Stack
            gap="sm"
            component="ul"
            aria-label="Recent referrals"
            style={{ listStyle: 'none', padding: 0, margin: 0 }}
          >
            {recent.map((r) => (
              <Group
                key={`${r.username}-${r.createdAt}`}
                component="li"
                justify="space-between"
                wrap="nowrap"
              >
                <Group gap="sm" wrap="nowrap">
                  <Avatar radius="xl" color="indigo" name={r.displayName ?? r.username} />
                  <div>
                    <Text fw={600}>{r.displayName ?? r.username}</Text>
                    <Text size="xs" c="dimmed">
                      Joined {formatDate(r.createdAt)}
                      {STATUS_NOTE[r.status]}
                    </Text>
                  </div>
                </Group>
                <ReferralBadge status={r.status} points={r.pointsEarned} />
              </Group>
            ))}
          </Stack>
        )}
        {data.totalReferrals > RECENT_REFERRALS && (
          <Text size="xs" c="dimmed" mt="sm">
            Showing the {RECENT_REFERRALS} most recent of {data.totalReferrals}.
          </Text>
        )}
      </Card>
    </Stack>
  );
}
