import { act, render } from '@testing-library/react';
import {
  MemoryRouter,
  type NavigateFunction,
  type NavigateOptions,
  type To,
  useNavigate,
} from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { KEEP_SCROLL } from '../../ui/keep-scroll';
import { useScrollRestoration } from './scroll-restoration';

function Probe({ into }: { into: { navigate?: NavigateFunction } }) {
  useScrollRestoration();
  into.navigate = useNavigate();
  return null;
}

function setup(path = '/dashboard') {
  const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
  const probe: { navigate?: NavigateFunction } = {};
  render(
    <MemoryRouter initialEntries={[path]}>
      <Probe into={probe} />
    </MemoryRouter>,
  );
  const go = async (to: To | number, options?: NavigateOptions) => {
    const navigate = probe.navigate as NavigateFunction;
    await act(async () => {
      await (typeof to === 'number' ? navigate(to) : navigate(to, options));
    });
  };
  return { scrollTo, go };
}

afterEach(() => {
  vi.restoreAllMocks();
  sessionStorage.clear();
});

describe('scroll positions across pages', () => {
  it('leaves the first page where the browser put it, and starts a new page at the top', async () => {
    const { scrollTo, go } = setup();
    expect(scrollTo).not.toHaveBeenCalled();
    await go('/reflections');
    expect(scrollTo).toHaveBeenLastCalledWith(0, 0);
  });

  it('keeps the place when a tab is chosen with KEEP_SCROLL', async () => {
    const { scrollTo, go } = setup();
    await go('/dashboard?tab=goals', KEEP_SCROLL);
    await go('/dashboard?tab=tasks', KEEP_SCROLL);
    expect(scrollTo).not.toHaveBeenCalled();
    await go('/dashboard?tab=history');
    expect(scrollTo).toHaveBeenLastCalledWith(0, 0);
  });

  it('returns to where a page was left when going back, after the page is left for another', async () => {
    const { scrollTo, go } = setup();
    Object.defineProperty(window, 'scrollY', { configurable: true, value: 640 });
    window.dispatchEvent(new Event('pagehide')); // kept as a reload would keep it
    Object.defineProperty(window, 'scrollY', { configurable: true, value: 0 });
    await go('/reflections');
    await go(-1);
    expect(scrollTo).toHaveBeenLastCalledWith(0, 640);
  });
});
