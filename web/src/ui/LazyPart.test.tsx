import { MantineProvider } from '@mantine/core';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type ComponentType, type ReactNode, Suspense } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { lazyPart } from './LazyPart';
import { MountWhenOpened } from './MountWhenOpened';

/** A part whose loader fails (as an import does offline) until `state.online` is set. */
function flakyPart<P extends object>(draw: (props: P) => ReactNode, instead?: (props: P) => ReactNode) {
  const state = { online: false, loads: 0 };
  const Part = lazyPart<P>(async () => {
    state.loads += 1;
    if (!state.online) throw new TypeError('Failed to fetch dynamically imported module');
    return { default: draw };
  }, instead);
  return { Part, state };
}

const renderIn = (ui: ReactNode) => render(<MantineProvider>{ui}</MantineProvider>);
/** The part inside a Suspense whose fallback reads 'Loading'. */
const renderLoaded = (Part: ComponentType) =>
  renderIn(
    <Suspense fallback={<p>Loading</p>}>
      <Part />
    </Suspense>,
  );

const goOffline = () => vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);

afterEach(() => {
  vi.restoreAllMocks();
});

describe('a lazy part that cannot load', () => {
  it('says so in its place while offline, and Try again loads it', async () => {
    goOffline();
    const { Part, state } = flakyPart(() => <p>The history</p>);
    renderIn(
      <>
        <p>The rest of the page</p>
        <Suspense fallback={<p>Loading</p>}>
          <Part />
        </Suspense>
      </>,
    );
    const notice = await screen.findByRole('alert');
    expect(notice).toHaveTextContent('This part is not available offline yet.');
    expect(screen.getByText('The rest of the page')).toBeInTheDocument();

    // still offline: it is fetched again, fails again and says so again
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    expect(state.loads).toBe(2);

    state.online = true;
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('The history')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(state.loads).toBe(3);
  });

  it('online (a new version deployed meanwhile), says it could not be loaded', async () => {
    const { Part } = flakyPart(() => <p>The charts</p>);
    renderIn(
      <Suspense fallback={null}>
        <Part />
      </Suspense>,
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('This part could not be loaded.');
  });

  it('a part drawn instead of nothing loads by itself once the device is back online', async () => {
    const { Part, state } = flakyPart<{ label: string }>(
      ({ label }) => <p>{label} host</p>,
      ({ label }) => <p>{label} without it</p>,
    );
    renderIn(
      <Suspense fallback={null}>
        <Part label="The toasts'" />
      </Suspense>,
    );
    expect(await screen.findByText("The toasts' without it")).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    state.online = true;
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    expect(await screen.findByText("The toasts' host")).toBeInTheDocument();
  });

  it("a dialog's notice stands where the dialog would be, with Close, and goes when it closes", async () => {
    goOffline();
    const { Part } = flakyPart<{ opened: boolean; onClose: () => void }>(() => <p>The dialog</p>);
    const onClose = vi.fn();
    const { rerender } = renderIn(
      <MountWhenOpened opened>
        <Part opened onClose={onClose} />
      </MountWhenOpened>,
    );
    const notice = await screen.findByRole('alert');
    expect(notice).toHaveTextContent('This part is not available offline yet.');
    expect(notice).toHaveAttribute('data-floating');
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledOnce();
    rerender(
      <MantineProvider>
        <MountWhenOpened opened={false}>
          <Part opened={false} onClose={onClose} />
        </MountWhenOpened>
      </MantineProvider>,
    );
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('preload fetches the code before it is drawn, and tries again after a failure', async () => {
    const { Part, state } = flakyPart(() => <p>The tab</p>);
    await expect(Part.preload()).rejects.toThrow('Failed to fetch');
    state.online = true;
    await Part.preload();
    renderLoaded(Part);
    expect(await screen.findByText('The tab')).toBeInTheDocument();
    expect(state.loads).toBe(2);
  });

  it('a part whose code is already in is drawn in the same render, never its fallback', async () => {
    const { Part, state } = flakyPart(() => <p>The step</p>);
    state.online = true;
    await Part.preload();
    renderLoaded(Part);
    // no await: React's lazy alone would suspend for a turn and show 'Loading' first
    expect(screen.getByText('The step')).toBeInTheDocument();
    expect(screen.queryByText('Loading')).not.toBeInTheDocument();
  });
});
