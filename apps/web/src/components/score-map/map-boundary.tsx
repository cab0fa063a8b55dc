import { Component, type ReactNode } from 'react';
import { MapFailure } from './map-failure.tsx';

/**
 * Keeps a map's failure (its chunk did not load, WebGL threw while drawing) inside the map's
 * box: the widgets around it stay usable.
 */
export class MapBoundary extends Component<
  { height: number; children: ReactNode },
  { failed: boolean }
> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    return this.state.failed ? <MapFailure height={this.props.height} /> : this.props.children;
  }
}
