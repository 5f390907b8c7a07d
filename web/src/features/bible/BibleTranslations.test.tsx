import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { queryClient } from '../../api/query-client';
import { json, signedOut, stubApi } from '../../test/fetch-stub';
import { renderRoutes } from '../../test/render-app';

const chapter = (translation: string, name: string, verses: string[]) => ({
  book: 'John',
  name,
  osis: 'John',
  translation,
  chapter: 3,
  chapterCount: 21,
  verses,
  previous: { book: 'John', osis: 'John', chapter: 2 },
  next: { book: 'John', osis: 'John', chapter: 4 },
});

const TEXTS: Record<string, ReturnType<typeof chapter>> = {
  web: chapter('WEB', 'John', ['WEB one.', 'WEB two.', 'WEB three.']),
  kjv: chapter('KJV', 'John', ['KJV one.', 'KJV two.', 'KJV three.']),
  rv1909: chapter('RV1909', 'Juan', ['RV uno.', 'RV dos.', 'RV tres.']),
};

afterEach(() => {
  queryClient.clear();
  localStorage.clear();
});

/** The reader's API: John 3 in each translation, and Henry as `comment` answers. */
function stubReader(comment: () => Response = () => json(404, { message: 'none', code: 'not_found' })) {
  return stubApi(({ path }) => {
    const [, translation = 'web'] = /^\/api\/bible\/John\/3(?:\?translation=(\w+))?$/.exec(path) ?? [];
    if (path.startsWith('/api/bible/John/3')) return json(200, TEXTS[translation]);
    if (decodeURIComponent(path).startsWith('/api/commentary/')) return comment();
    return signedOut();
  });
}

const group = (name: string) => within(screen.getByRole('radiogroup', { name }));

// several chapters and a drawer each: more than the default 5 s on a busy machine
describe('the reader in three translations', { timeout: 20_000 }, () => {
  it('reads the WEB first, then the KJV once chosen, with its credit, and remembers the choice', async () => {
    const fetchMock = stubReader();
    renderRoutes('/bible/John/3');
    expect(await screen.findByText('WEB one.')).toBeInTheDocument();
    expect(screen.getByText('World English Bible (public domain)')).toBeInTheDocument();
    // remembered for 'Continue reading' on /bible
    await waitFor(() =>
      expect(JSON.parse(localStorage.getItem('reign-bible-last-read') ?? 'null')).toEqual({
        book: 'John',
        chapter: 3,
      }),
    );

    await userEvent.click(group('Translation').getByRole('radio', { name: 'KJV' }));
    expect(await screen.findByText('KJV one.')).toBeInTheDocument();
    expect(screen.getByText('King James Version (public domain)')).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([url]) => url === '/api/bible/John/3?translation=kjv')).toBe(true);
    expect(localStorage.getItem('reign-bible-translation')).toBe('kjv');
  });

  it('titles the RV1909 with its Spanish book name and marks its text as Spanish', async () => {
    stubReader();
    renderRoutes('/bible/John/3');
    await screen.findByText('WEB one.');
    await userEvent.click(group('Translation').getByRole('radio', { name: 'RV1909' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Juan 3' })).toBeInTheDocument();
    expect(document.title).toBe('Juan 3 · Reign');
    expect(screen.getByText('RV uno.').closest('section')).toHaveAttribute('lang', 'es');
    expect(screen.getByText('Reina-Valera 1909 (public domain)')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Next chapter: Juan 4' })).toHaveAttribute(
      'href',
      '/bible/John/4',
    );
  });

  it('shows two translations verse by verse, each wording labelled, and remembers it', async () => {
    stubReader();
    renderRoutes('/bible/John/3');
    await screen.findByText('WEB one.');
    await userEvent.click(screen.getByRole('switch', { name: 'Side by side' }));
    expect(await screen.findByText('KJV two.')).toBeInTheDocument();
    const verse2 = document.getElementById('v2');
    expect(verse2).toHaveTextContent('WEB WEB two.');
    expect(verse2).toHaveTextContent('KJV KJV two.');
    expect(
      screen.getByText('World English Bible and King James Version (public domain)'),
    ).toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem('reign-bible-parallel') ?? '{}')).toEqual({
      on: true,
      with: 'kjv',
    });

    // the second chooser never offers the first translation
    const beside = group('Beside it');
    expect(beside.queryByRole('radio', { name: 'WEB' })).not.toBeInTheDocument();
    await userEvent.click(beside.getByRole('radio', { name: 'RV1909' }));
    expect(await screen.findByText('RV dos.')).toHaveAttribute('lang', 'es');
    expect(screen.queryByText('KJV two.')).not.toBeInTheDocument();
  });

  it('opens the side-by-side view again as it was left on this device', async () => {
    localStorage.setItem('reign-bible-parallel', JSON.stringify({ on: true, with: 'rv1909' }));
    stubReader();
    renderRoutes('/bible/John/3#2');
    expect(await screen.findByText('RV dos.')).toBeInTheDocument();
    expect(screen.getByText('WEB two.').tagName).toBe('MARK');
    expect(screen.getByText('RV dos.').tagName).toBe('MARK');
  });
});

describe('Matthew Henry beside the text', { timeout: 20_000 }, () => {
  const henry = {
    reference: 'John 3:16',
    credit: 'Matthew Henry, Concise Commentary',
    sections: [{ reference: 'John 3:16-21', text: 'The love of God in giving his Son.' }],
  };

  it('opens his comment on a verse selected by its number, by the keyboard, with his credit', async () => {
    stubReader(() => json(200, henry));
    const user = userEvent.setup();
    renderRoutes('/bible/John/3');
    await screen.findByText('WEB one.');
    const number = screen.getByRole('button', { name: 'Verse 2' });
    expect(number).toHaveAttribute('aria-pressed', 'false');
    number.focus();
    await user.keyboard('{Enter}');
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Verse 2' })).toHaveAttribute('aria-pressed', 'true'),
    );
    (await screen.findByRole('button', { name: 'Matthew Henry on verse 2' })).focus();
    await user.keyboard('{Enter}');
    const drawer = await screen.findByRole('dialog', { name: 'Matthew Henry on John 3:2' });
    expect(await within(drawer).findByText('The love of God in giving his Son.')).toBeInTheDocument();
    expect(within(drawer).getByText('Matthew Henry, Concise Commentary (public domain)')).toBeInTheDocument();
  });

  it('opens it for a verse selected by a tap, and says so when he wrote nothing on it', async () => {
    stubReader();
    renderRoutes('/bible/John/3');
    await userEvent.click(await screen.findByText('WEB three.'));
    await userEvent.click(await screen.findByRole('button', { name: 'Matthew Henry on verse 3' }));
    const drawer = await screen.findByRole('dialog', { name: 'Matthew Henry on John 3:3' });
    expect(
      await within(drawer).findByText('Matthew Henry wrote no comment on that passage.'),
    ).toBeInTheDocument();
  });

  it('says what to do when offline and the commentary is not kept', async () => {
    stubApi(({ path }) => {
      if (path.startsWith('/api/bible/John/3')) return json(200, TEXTS.web);
      if (path.startsWith('/api/commentary/')) throw new TypeError('Failed to fetch');
      return signedOut();
    });
    renderRoutes('/bible/John/3');
    await userEvent.click(await screen.findByRole('button', { name: 'Verse 1' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Matthew Henry on verse 1' }));
    const drawer = await screen.findByRole('dialog', { name: 'Matthew Henry on John 3:1' });
    expect(await within(drawer).findByRole('alert')).toHaveTextContent(
      /You're offline and Matthew Henry's commentary on this book is not on this device\..*Profile/,
    );
    await waitFor(() => expect(within(drawer).getByRole('button', { name: 'Try again' })).toBeEnabled());
  });
});
