import { Component, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { RouteErrorPage } from './RouteErrorPage';

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
    return this.state.failed ? <RouteErrorPage error={this.state.failed.error} /> : this.props.children;
  }
}

/** The router's error boundary around the whole app (what a data router's errorElement was). */
export function RouteErrorBoundary({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  return <ErrorBoundary resetKey={pathname}>{children}</ErrorBoundary>;
}
