import { type CodedMessage, englishOf, spoken } from '@reign/contract';
import { everyMessage } from '@reign/contract/message-samples';
import type { RejectedMutation } from '@reign/sync/device/types';
import { screen, waitFor } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import RejectedDialog from '../features/sync-issues/RejectedDialog';
import { englishShown, loadEnglishMessages } from '../test/english-shown';
import { renderMemberScreen } from '../test/member';
import { activateLanguage } from './catalogue';

// The server's refusals in Spanish: the refused changes dialog shows a refusal of every message
// code of the contract (with sample values) in Spanish, never its English; one from a newer server
// (a code this build does not know) and one kept from before codes show the English they carry.

beforeAll(async () => {
  await loadEnglishMessages();
  await activateLanguage('es');
}, 60_000);

afterAll(() => activateLanguage('en'));

/** A refused change of a goal, as the device keeps it, saying `message` as the server sends it. */
function refused(
  i: number,
  said: { message: string; messageCode?: string; values?: Record<string, string | number> },
) {
  const id = `0190a1b2-c3d4-7e5f-8a6b-${String(i).padStart(12, '0')}`;
  return {
    id,
    seq: i + 1,
    name: 'goal.update',
    args: { id, changes: { title: 'Orar' } },
    status: 400,
    ...said,
    code: 'invalid_request',
    createdAt: '2026-03-01T12:00:00.000Z',
  } satisfies RejectedMutation;
}

/** The message each listed refusal shows (its second line, under what the change was). */
const shownMessages = () =>
  [...document.querySelectorAll('[role="dialog"] li')].map(
    (item) => item.querySelectorAll('p')[1]?.textContent ?? '',
  );

describe('the refused changes dialog in Spanish', () => {
  it('words a refusal of every message code in Spanish, none in English', async () => {
    const messages: CodedMessage[] = everyMessage();
    const items = messages.map((message, i) => refused(i, spoken(message)));
    renderMemberScreen(<RejectedDialog opened onClose={() => {}} rejected={items} />);
    const dialog = await screen.findByRole('dialog', { name: 'Cambios que no se guardaron' });
    expect(dialog.querySelectorAll('li')).toHaveLength(messages.length);
    // the words load on first use, then the dialog renders again
    await waitFor(() => expect(shownMessages()[0]).not.toBe(englishOf(messages[0] as CodedMessage)));
    const shown = shownMessages();
    const inEnglish = messages.filter((m, i) => shown[i] === englishOf(m)).map((m) => m.code);
    expect(inEnglish).toEqual([]);
    expect(englishShown()).toEqual([]);
  }, 60_000);

  it('shows the English of a code it does not know and of a refusal kept from before codes', async () => {
    const newer = refused(0, { message: 'A newer server says this.', messageCode: 'goal.fromTheFuture' });
    const old = refused(1, {
      message: 'Multiple goals require a paid membership. Upgrade to create unlimited goals!',
    });
    const known = refused(2, spoken({ code: 'entry.dateTooLate' }));
    renderMemberScreen(<RejectedDialog opened onClose={() => {}} rejected={[newer, old, known]} />);
    await screen.findByRole('dialog', { name: 'Cambios que no se guardaron' });
    await waitFor(() =>
      expect(shownMessages()).toEqual([
        'A newer server says this.',
        'Multiple goals require a paid membership. Upgrade to create unlimited goals!',
        'Solo puedes guardar un plan para hoy o mañana. Revisa la fecha y la hora de este dispositivo.',
      ]),
    );
  });
});
