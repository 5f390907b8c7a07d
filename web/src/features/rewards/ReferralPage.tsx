import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Button, Card, Stack, Tabs, Text, Title } from '@mantine/core';
import { IconAward, IconGift, IconLogin, IconUsers } from '@tabler/icons-react';
import { useSearchParams } from 'react-router-dom';
import { withQueryClient } from '../../api/with-query-client';
import { Link } from '../../ui/Link';
import { PageLoader } from '../../ui/PageLoader';
import { TabList } from '../../ui/TabList';
import { usePageTitle } from '../../ui/use-page-title';
import { useAuth } from '../auth';
import { AchievementsTab } from './AchievementsTab';
import { GiveawaysTab } from './GiveawaysTab';
import { ReferralProgramTab } from './ReferralProgramTab';

export const REWARDS_TABS = ['referral', 'giveaways', 'achievements'] as const;
export type RewardsTab = (typeof REWARDS_TABS)[number];

const REWARDS_TAB_ITEMS = [
  { value: 'referral', label: msg`Referral Program`, icon: IconUsers },
  { value: 'giveaways', label: msg`Monthly Giveaways`, icon: IconGift },
  { value: 'achievements', label: msg`Your Achievements`, icon: IconAward },
];

export function rewardsTabOf(value: string | null): RewardsTab {
  return REWARDS_TABS.includes(value as RewardsTab) ? (value as RewardsTab) : 'referral';
}

function SignedOutPrompt() {
  const { t } = useLingui();
  return (
    <Card withBorder radius="md" padding="xl" maw={520} mx="auto" ta="center">
      <Stack align="center" gap="sm">
        <IconGift size={32} aria-hidden="true" color="var(--mantine-primary-color-filled)" />
        <Title order={2} size="h3">
          {t`Sign in to share the Word`}
        </Title>
        <Text c="dimmed">
          {t`Sign in to get your referral link, earn points for sharing scripture, enter giveaways and unlock achievements.`}
        </Text>
        <Button component={Link} to="/auth" leftSection={<IconLogin size={18} aria-hidden="true" />}>
          {t`Sign in`}
        </Button>
      </Stack>
    </Card>
  );
}

/** Share The Word (/referral): Referral Program, Monthly Giveaways and Your Achievements. */
function ReferralPageContent() {
  const { t, i18n } = useLingui();
  usePageTitle(t`Share The Word`);
  const { user, isLoading } = useAuth();
  const [params, setParams] = useSearchParams();
  const tab = rewardsTabOf(params.get('tab'));

  return (
    <Stack gap="lg">
      <div>
        <Title order={1} size="h2">
          {t`Share The Word`}
        </Title>
        <Text c="dimmed">{t`Share scripture, invite friends, and earn points for giveaways and achievements.`}</Text>
      </div>
      {isLoading && !user ? (
        <PageLoader />
      ) : !user ? (
        <SignedOutPrompt />
      ) : (
        <Tabs
          value={tab}
          onChange={(value) =>
            setParams(
              (p) => {
                const next = new URLSearchParams(p);
                if (value && value !== 'referral') next.set('tab', value);
                else next.delete('tab');
                return next;
              },
              { replace: true },
            )
          }
          keepMounted={false}
        >
          <TabList
            tabs={REWARDS_TAB_ITEMS.map((item) => ({ ...item, label: i18n._(item.label) }))}
            value={tab}
          />
          <Tabs.Panel value="referral">
            <ReferralProgramTab />
          </Tabs.Panel>
          <Tabs.Panel value="giveaways">
            <GiveawaysTab />
          </Tabs.Panel>
          <Tabs.Panel value="achievements">
            <AchievementsTab />
          </Tabs.Panel>
        </Tabs>
      )}
    </Stack>
  );
}

/** The page with the app's query client (its server-only reads). */
export const ReferralPage = withQueryClient(ReferralPageContent);
