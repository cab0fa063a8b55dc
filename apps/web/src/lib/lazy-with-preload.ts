import { createElement, lazy, type ComponentType } from 'react';
import { loadChunk } from './load-chunk.ts';

/**
 * A lazily split component whose chunk can be fetched before it is first drawn: a widget starts
 * loading its chart while its data is still on the way, instead of after (one round trip and the
 * chunk's evaluation saved on every first page load). Once the chunk is in, the component draws
 * directly: going through React.lazy would suspend once more, and React holds a revealed
 * Suspense boundary back for 300 ms. A failed load may be tried again.
 */
export function lazyWithPreload<P extends object>(importer: () => Promise<ComponentType<P>>) {
  let loaded: ComponentType<P> | undefined;
  let loading: Promise<{ default: ComponentType<P> }> | undefined;
  const load = () =>
    (loading ??= loadChunk(importer).then(
      (component) => {
        loaded = component;
        return { default: component };
      },
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    ));
  const Lazy = lazy(load);
  function Preloadable(props: P) {
    return createElement((loaded ?? Lazy) as ComponentType<P>, props);
  }
  return {
    Component: Preloadable,
    preload: () => {
      load().catch(() => {});
    },
  };
}
