import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { NotFoundView } from '../../ui/NotFoundView';

/** A circle the person is not in, or that is gone (its page and its gathering): the way back below. */
export function CircleNotFound({ children }: { children: ReactNode }) {
  const { t } = useLingui();
  return (
    <NotFoundView
      size="page"
      title={t`Circle not found`}
      message={t`You are not a member of this circle, or it no longer exists. To join a circle, ask one of its leaders for an invitation.`}
    >
      {children}
    </NotFoundView>
  );
}
