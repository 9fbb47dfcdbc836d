import { Component, type ReactNode } from 'react';
import type { Location } from 'react-router';
import { RouteError } from './RouteError';

type Props = { location: Location; children: ReactNode };
type State = { failed: boolean; location: Location };

/**
 * The app's screen for a route that fails to render or to load its chunk: RouteError in place of the
 * whole app. Another address (Back, say) tries again.
 */
export class RouteErrorBoundary extends Component<Props, State> {
  override state: State = { failed: false, location: this.props.location };

  static getDerivedStateFromError(): Partial<State> {
    return { failed: true };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.location === state.location ? null : { failed: false, location: props.location };
  }

  override render() {
    return this.state.failed ? <RouteError /> : this.props.children;
  }
}
