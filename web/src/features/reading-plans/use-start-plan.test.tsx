import { MAX_ACTIVE_READING_PLANS } from '@reign/contract';
import { centralDate } from '@reign/domain';
import { createMutations } from '@reign/sync/client/mutations';
import { screen, waitFor } from '@testing-library/react';
import { useEffect, useRef } from 'react';
import { describe, expect, it } from 'vitest';
import { useDataSession } from '../../data/context';
import { memberDb, renderMemberScreen } from '../../test/member';
import { useStartPlan } from './use-start-plan';

/** Taps Start as soon as the data is open: before the plans on screen have loaded. */
function StartAtOnce({ done }: { done: (id: string | null) => void }) {
  const start = useStartPlan();
  const session = useDataSession();
  const tapped = useRef(false);
  useEffect(() => {
    if (!session || tapped.current) return;
    tapped.current = true;
    void start({ planKey: 'gospels-30', startDate: centralDate() }, 'Started').then(done);
  }, [session, start, done]);
  return null;
}

describe('starting a reading plan before the list of plans has loaded', () => {
  it('counts the active plans on the device, so a 21st is refused at once, not by the server later', async () => {
    const member = memberDb();
    const writes = createMutations(member.db, { queue: false });
    for (let i = 0; i < MAX_ACTIVE_READING_PLANS; i++)
      await writes.startReadingPlan({ planKey: 'psalms-proverbs-31', startDate: centralDate() });
    let answer: string | null | undefined;
    const rendered = renderMemberScreen(
      <StartAtOnce
        done={(id) => {
          answer = id;
        }}
      />,
    );
    await rendered.ready;
    await waitFor(() => expect(answer).toBeNull());
    expect(await screen.findByText(/You have 20 active reading plans, the most at once/)).toBeInTheDocument();
    expect(await member.db.readingPlans.count()).toBe(MAX_ACTIVE_READING_PLANS);
  });
});
