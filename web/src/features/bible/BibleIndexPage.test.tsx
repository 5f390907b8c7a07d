import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { signedOut, stubApi } from '../../test/fetch-stub';
import { renderRoutes } from '../../test/render-app';

afterEach(() => localStorage.clear());

describe('/bible', { timeout: 20_000 }, () => {
  it('lists the books of both Testaments, each opening its first chapter, and the ways on', async () => {
    stubApi(signedOut);
    renderRoutes('/bible');
    expect(await screen.findByRole('heading', { level: 1, name: 'Bible' })).toBeInTheDocument();
    expect(document.title).toBe('Bible · Reign');
    const old = within(screen.getByRole('region', { name: 'Old Testament' }));
    const books = within(screen.getByRole('region', { name: 'New Testament' }));
    expect(old.getAllByRole('link')).toHaveLength(39);
    expect(books.getAllByRole('link')).toHaveLength(27);
    expect(old.getByRole('link', { name: 'Genesis' })).toHaveAttribute('href', '/bible/Genesis/1');
    expect(books.getByRole('link', { name: 'Revelation' })).toHaveAttribute('href', '/bible/Revelation/1');
    const main = within(screen.getByRole('main'));
    expect(main.getByRole('link', { name: 'Search the Bible' })).toHaveAttribute('href', '/bible/search');
    expect(main.getByRole('link', { name: 'Bible topics' })).toHaveAttribute('href', '/bible/topics');
    expect(main.getByRole('link', { name: 'Reading plans' })).toHaveAttribute('href', '/plans');
    expect(main.getByRole('link', { name: 'My study' })).toHaveAttribute('href', '/study');
    // the page's own link, beside the footer's
    expect(main.getAllByRole('link', { name: 'About the texts' })[0]).toHaveAttribute('href', '/about/texts');
    // nothing read yet on this device
    expect(screen.queryByRole('link', { name: /Continue reading/ })).not.toBeInTheDocument();
  });

  it("names the books in the chosen translation's language", async () => {
    stubApi(signedOut);
    renderRoutes('/bible');
    const user = userEvent.setup();
    const chooser = within(await screen.findByRole('radiogroup', { name: 'Translation' }));
    await user.click(chooser.getByRole('radio', { name: 'RV1909' }));
    expect(await screen.findByRole('link', { name: 'Génesis' })).toHaveAttribute('href', '/bible/Genesis/1');
    expect(screen.getByRole('link', { name: 'Apocalipsis' })).toBeInTheDocument();
  });

  it('continues at the last chapter opened in the reader', async () => {
    localStorage.setItem('reign-bible-last-read', JSON.stringify({ book: 'Psalms', chapter: 23 }));
    stubApi(signedOut);
    renderRoutes('/bible');
    expect(await screen.findByRole('link', { name: 'Continue reading: Psalms 23' })).toHaveAttribute(
      'href',
      '/bible/Psalms/23',
    );
  });
});
