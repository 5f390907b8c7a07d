import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { signedOut, stubApi } from '../../test/fetch-stub';
import { renderRoutes } from '../../test/render-app';

describe('/about/texts', () => {
  it('names each work with its date and public-domain status', async () => {
    stubApi(signedOut);
    renderRoutes('/about/texts');
    expect(await screen.findByRole('heading', { level: 1, name: 'About the texts' })).toBeInTheDocument();
    // the title is set in an effect, after the heading is drawn
    await waitFor(() => expect(document.title).toBe('About the texts · Reign'));
    const work = (name: string) => within(screen.getByRole('region', { name }));
    expect(work('World English Bible').getByText(/2000/)).toBeInTheDocument();
    expect(work('King James Version').getByText(/1611/)).toBeInTheDocument();
    expect(work('Reina-Valera 1909').getByText(/Dominio público/)).toBeInTheDocument();
    // its 1909 spelling ('á', 'fué') is said, so it is not taken for a typo
    expect(work('Reina-Valera 1909').getByText(/written á, ó and é/)).toBeInTheDocument();
    const henry = work("Matthew Henry's Concise Commentary on the Whole Bible");
    expect(henry.getByText('1706–1721')).toBeInTheDocument();
    expect(henry.getByText('Public domain.')).toBeInTheDocument();
    expect(work('The Treasury of David').getByText('1869–1885')).toBeInTheDocument();
    expect(work('The Treasury of David').getByText(/C\. H\. Spurgeon/)).toBeInTheDocument();
    expect(work("Nave's Topical Bible").getByText('1896')).toBeInTheDocument();
    expect(work('The 366-day verse list').getByText(/Debian package 'verse'/)).toBeInTheDocument();
  });

  it('is linked from the footer of every page', async () => {
    stubApi(signedOut);
    renderRoutes('/');
    await screen.findByText(/All rights reserved/);
    const footer = document.querySelector('footer');
    if (!footer) throw new Error('no footer');
    expect(within(footer).getByRole('link', { name: 'About the texts' })).toHaveAttribute(
      'href',
      '/about/texts',
    );
  });
});
