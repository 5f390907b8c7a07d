import { MantineProvider } from '@mantine/core';
import { act } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { JourneySection } from './JourneySection';

const section = (
  <MantineProvider>
    <JourneySection />
  </MantineProvider>
);

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('JourneySection', () => {
  it('hydrates the server’s HTML (which has no IntersectionObserver) without a mismatch', async () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    const html = renderToString(section);
    expect(html).toContain('Loading your journey');

    // the browser: the section is far from the view
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        observe() {}
        disconnect() {}
      },
    );
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const errors: unknown[] = [];
    await act(async () => {
      hydrateRoot(container, section, { onRecoverableError: (error) => errors.push(error) });
    });
    expect(errors).toEqual([]);
    expect(container.textContent).toContain('Your Journey');
    container.remove();
  });
});
