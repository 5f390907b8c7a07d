import type { Conflict } from '@reign/contract';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { memberDb, renderMemberScreen } from '../../test/member';
import ConflictsDialog from './ConflictsDialog';

// The conflict dialog says where and when the other version was made (issue 51): the device the
// server was told of, this device's own, or another device that gave no name.

/** 2:05 PM on Nov 27 of this year, on this device's clock. */
const AT = new Date(new Date().getFullYear(), 10, 27, 14, 5).toISOString();
const WHEN = 'Nov 27, 2:05 PM';
const THIS_CLIENT = 'client-of-this-device';

async function goalConflict(from: Partial<Pick<Conflict, 'device' | 'clientId'>> & { version?: number }) {
  const member = memberDb();
  await member.db.meta.put({ key: 'clientId', value: THIS_CLIENT });
  const goal = await member.goal({ title: 'Pray daily' });
  await member.db.conflicts.put({
    id: '0190f5d2-7c1a-7000-8000-0000000000c2',
    entity: 'goals',
    rowId: goal.id,
    values: { title: 'Pray at dawn' },
    device: from.device ?? null,
    clientId: from.clientId ?? null,
    createdAt: AT,
    updatedAt: AT,
    version: from.version ?? 4,
    deleted: false,
  });
  renderMemberScreen(<ConflictsDialog opened onClose={() => {}} />);
  const item = await screen.findByRole('listitem', { name: 'Goal "Pray daily" was changed on two devices' });
  return within(item);
}

describe('the other version says where it came from', () => {
  it('names the device whose write brought it, and when it reached the server', async () => {
    const item = await goalConflict({
      device: { browser: 'Chrome', system: 'Android' },
      clientId: 'client-b',
    });
    expect(item.getByText(`From Chrome on Android · ${WHEN}`)).toBeInTheDocument();
  });

  it('says this device when its own push brought it', async () => {
    const item = await goalConflict({
      device: { browser: 'Chrome', system: 'Linux' },
      clientId: THIS_CLIENT,
    });
    expect(item.getByText(`From this device · ${WHEN}`)).toBeInTheDocument();
  });

  it('says this device for a version it kept itself, not yet the server’s', async () => {
    const item = await goalConflict({ version: 0 });
    expect(item.getByText(`From this device · ${WHEN}`)).toBeInTheDocument();
  });

  it('says another device when that device gave no name', async () => {
    const item = await goalConflict({ clientId: 'client-b' });
    expect(item.getByText(`From another device · ${WHEN}`)).toBeInTheDocument();
  });
});
