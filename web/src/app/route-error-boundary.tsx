import { useLingui } from '@lingui/react/macro';
import { Component, type ReactNode, Suspense } from 'react';
import { useLocation } from 'react-router-dom';
import { PageHydrated } from '../ssr/PageHydrated';
import { lazyPart } from '../ui/LazyPart';

/** The words and the way out alone, when even the error page's code cannot be had (a new version deployed). */
function ReloadOnly() {
  const { t } = useLingui();
  return (
    <div role="alert" style={{ padding: 16, textAlign: 'center' }}>
      <h1>{t`Something went wrong`}</h1>
      <button type="button" onClick={() => window.location.reload()}>
        {t`Reload`}
      </button>
    </div>
  );
}

// the error page is needed by almost no visit: its code (Mantine's layout, the icon) is its own chunk
const RouteErrorPage = lazyPart(
  async () => ({ default: (await import('./RouteErrorPage')).RouteErrorPage }),
  ReloadOnly,
);

interface Props {
  children: ReactNode;
  /** the address: a navigation clears the error (the back button leaves the error page) */
  resetKey: string;
}
interface State {
  failed: { error: unknown } | null;
  resetKey: string;
}

/** A page that threw while rendering, or whose module did not load, shows the route error page. */
class ErrorBoundary extends Component<Props, State> {
  override state: State = { failed: null, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { failed: { error } };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.resetKey === state.resetKey ? null : { failed: null, resetKey: props.resetKey };
  }

  override render() {
    return this.state.failed ? (
      <Suspense fallback={null}>
        <RouteErrorPage error={this.state.failed.error} />
        <PageHydrated />
      </Suspense>
    ) : (
      this.props.children
    );
  }
}

/** The router's error boundary around the whole app (what a data router's errorElement was). */
export function RouteErrorBoundary({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  return <ErrorBoundary resetKey={pathname}>{children}</ErrorBoundary>;
}
