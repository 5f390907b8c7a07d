import { useLingui } from '@lingui/react/macro';
import type { CircleJoinBody } from '@reign/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { errorMessage } from '../../api';
import { showToast } from '../../ui/toast';
import { circleKeys } from './circle-queries';
import { joinCircle } from './circles-api';

/**
 * Joining by a code or a link: once in, the circle's page opens with a welcome (`replace`: the
 * invitation link's page is not kept in the history). A refusal (not valid or expired, too many
 * attempts, the circle full, too many circles) is `refusal`, in the person's words, for the form
 * to show beside itself.
 */
export function useJoinCircle({ replace = false } = {}) {
  const { t } = useLingui();
  const client = useQueryClient();
  const navigate = useNavigate();
  const join = useMutation({
    mutationFn: (body: CircleJoinBody) => joinCircle(body),
    meta: { invalidates: [circleKeys.list] },
    onSuccess: (circle) => {
      client.setQueryData(circleKeys.circle(circle.id), circle);
      const name = circle.name;
      showToast({
        title: t`Welcome to ${name}`,
        message: t`You are now a member of this circle.`,
        variant: 'success',
      });
      void navigate(`/circles/${circle.id}`, { replace });
    },
  });
  const refusal = join.error
    ? errorMessage(join.error, t`You could not join the circle. Check your connection and try again.`)
    : null;
  return {
    join: (body: CircleJoinBody) => join.mutate(body),
    joining: join.isPending,
    refusal,
    reset: join.reset,
  };
}
