import { Badge, Text, Tooltip } from '@mantine/core';
import { IconStarFilled } from '@tabler/icons-react';
import { Link } from '../../ui/Link';
import { pointsLabel } from './nav-items';

/** The sharing-points badge, linking to referrals and rewards. */
export function PointsBadge({ points, onNavigate }: { points: number; onNavigate?: () => void }) {
  return (
    <Tooltip
      label={
        <>
          <Text size="sm" fw={600}>
            {pointsLabel(points)}
          </Text>
          <Text size="xs">Click to view referrals &amp; rewards</Text>
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
        aria-label={`${pointsLabel(points)}. View referrals and rewards`}
        style={{ cursor: 'pointer', textTransform: 'none' }}
      >
        {points} pts
      </Badge>
    </Tooltip>
  );
}
