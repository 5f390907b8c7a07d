import { describe, expect, it } from 'vitest';
import { NewerOutboxError, readQueued } from './outbox-format';
import { OUTBOX_FORMAT } from './types';

const row = {
  seq: 1,
  id: 'm1',
  name: 'task.complete' as const,
  args: { id: 't' },
  createdAt: '2026-01-01T00:00:00Z',
};

describe('readQueued', () => {
  it('reads a row of the build before formats (none) as this format, names and arguments kept', () => {
    expect(readQueued(row)).toEqual({ ...row, format: OUTBOX_FORMAT });
    expect(readQueued({ ...row, format: OUTBOX_FORMAT })).toEqual({ ...row, format: OUTBOX_FORMAT });
  });

  it('refuses a row from a newer build instead of guessing', () => {
    expect(() => readQueued({ ...row, format: OUTBOX_FORMAT + 1 })).toThrow(NewerOutboxError);
  });
});
