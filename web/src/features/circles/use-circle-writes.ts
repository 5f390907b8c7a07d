import { useLingui } from '@lingui/react/macro';
import type { CircleDetail, CircleMember, CircleRole } from '@reign/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { titled } from '../../ui/toast';
import { useToastedMutation } from '../../ui/use-toasted-mutation';
import { circleKeys, isCircleGone } from './circle-queries';
import {
  deleteCircle,
  leaveCircle,
  makeInvite,
  removeMember,
  renameCircle,
  revokeInvite,
  setMemberRole,
} from './circles-api';

/** Whether a write succeeded: its failure is told by its toast. */
const settle = (write: Promise<unknown>): Promise<boolean> =>
  write.then(
    () => true,
    () => false,
  );

/**
 * The writes of one circle's page, each with its toast (titled with the circle's name) and the reads
 * it changes refreshed. Leaving and deleting go back to /circles; so does any write the server
 * refuses because the person is no longer in the circle (removed or deleted meanwhile).
 */
export function useCircleWrites(circle: Pick<CircleDetail, 'id' | 'name'>) {
  const { t } = useLingui();
  const client = useQueryClient();
  const navigate = useNavigate();
  const { id, name: title } = circle;
  const reads = [circleKeys.list, circleKeys.circle(id)];
  const invites = [circleKeys.invites(id)];
  const backToList = () => {
    client.removeQueries({ queryKey: circleKeys.circle(id) });
    void navigate('/circles');
  };
  const onError = (err: unknown) => {
    if (isCircleGone(err)) backToList();
    else void client.invalidateQueries({ queryKey: circleKeys.circle(id) });
  };
  const keep = (detail: CircleDetail) => client.setQueryData(circleKeys.circle(id), detail);

  const rename = useToastedMutation({
    run: (name: string) => renameCircle(id, name),
    invalidates: [circleKeys.list],
    success: (_, renamed) => ({ title: renamed.name, message: t`The circle's new name is saved.` }),
    failureTitle: t`The circle was not renamed`,
  });
  const setRole = useToastedMutation({
    run: ({ member, role }: { member: CircleMember; role: CircleRole }) =>
      setMemberRole(id, member.userId, role),
    invalidates: [circleKeys.list],
    success: ({ member: { name }, role }) => ({
      title,
      message: role === 'leader' ? t`${name} is now a leader.` : t`${name} is now a member.`,
    }),
    failureTitle: t`The role was not changed`,
  });
  const remove = useToastedMutation({
    run: (member: CircleMember) => removeMember(id, member.userId),
    invalidates: reads,
    success: ({ name }) => ({ title, message: t`${name} was removed from the circle.` }),
    failureTitle: t`Nobody was removed`,
  });
  const leave = useToastedMutation({
    run: () => leaveCircle(id),
    invalidates: [circleKeys.list],
    success: (_, answer) => titled(title)(answer),
    failureTitle: t`You are still in the circle`,
  });
  const destroy = useToastedMutation({
    run: () => deleteCircle(id),
    invalidates: [circleKeys.list],
    success: (_, answer) => titled(title)(answer),
    failureTitle: t`The circle was not deleted`,
  });
  const invite = useToastedMutation({
    run: (days: number) => makeInvite(id, days),
    invalidates: invites,
    failureTitle: t`No invitation was made`,
  });
  const revoke = useToastedMutation({
    run: (inviteId: string) => revokeInvite(id, inviteId),
    invalidates: invites,
    success: (_, answer) => titled(title)(answer),
    failureTitle: t`The invitation was not revoked`,
  });

  return {
    // each resolves whether it succeeded (its failure is already told in a toast)
    rename: (name: string) => settle(rename.mutateAsync(name, { onSuccess: keep, onError })),
    setRole: (member: CircleMember, role: CircleRole) =>
      setRole.mutate({ member, role }, { onSuccess: keep, onError }),
    /** the member whose role is being changed */
    settingRoleOf: setRole.isPending ? setRole.variables?.member.userId : undefined,
    remove: (member: CircleMember) => settle(remove.mutateAsync(member, { onError })),
    leave: () => settle(leave.mutateAsync(undefined, { onSuccess: backToList, onError })),
    destroy: () => settle(destroy.mutateAsync(undefined, { onSuccess: backToList, onError })),
    /** the new invitation, or null when it was not made */
    invite: (days: number) => invite.mutateAsync(days, { onError }).catch(() => null),
    inviting: invite.isPending,
    revoke: (inviteId: string) => settle(revoke.mutateAsync(inviteId, { onError })),
    revoking: revoke.isPending ? revoke.variables : undefined,
  };
}
