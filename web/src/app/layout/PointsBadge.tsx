import { useLingui } from '@lingui/react/macro';
import { Badge, Text, Tooltip } from '@mantine/core';
import { IconStarFilled } from '@tabler/icons-react';
import { Link } from '../../ui/Link';
import { pointsLabel } from './nav-items';

/** The sharing-points badge, linking to referrals and rewards. */
export function PointsBadge({ points, onNavigate }: { points: number; onNavigate?: () => void }) {
  const { t, i18n } = useLingui();
  const label = pointsLabel(points, i18n);
  return (
    <Tooltip
      label={
        <>
          <Text size="sm" fw={600}>
            {label}
          </Text>
          <Text size="xs">{t`Click to view referrals & rewards`}</Text>
        </>
      }
    >
      <Badge
        component={Link}
        to="/referral"
        onClick={onNavigate}
        size="lg"
        variant="light"
        color="yellow"
        flex="none"
        leftSection={<IconStarFilled size={12} aria-hidden="true" />}
        aria-label={`${label}. View referrals and rewards`}
        style={{ cursor: 'pointer', textTransform: 'none' }}
      >
        {t`${points} pts`}
      </Badge>
    </Tooltip>
  );
}
