import { isValidElement, lazy, type ComponentType, type ReactElement } from 'react';
import { matchRoutes, type RouteObject } from 'react-router';

/** How each lazy component starts its chunk, so the first address can start them all at once. */
const starts = new Map<unknown, () => unknown>();

/** A component in a chunk of its own, loaded at its first render or by startChunks, once. */
export function lazyChunk<P extends object>(load: () => Promise<ComponentType<P>>) {
  let loading: Promise<{ default: ComponentType<P> }> | undefined;
  const start = () => (loading ??= load().then((Component) => ({ default: Component })));
  const Lazy = lazy(start);
  starts.set(Lazy, start);
  return Lazy;
}

/**
 * Each page is its own chunk, so the sign-in page loads only what it needs. One element per page: the
 * paths that share it keep the page mounted between them.
 */
export function page(load: () => Promise<ComponentType>): ReactElement {
  const Page = lazyChunk(load);
  return <Page />;
}

/**
 * Starts the chunks of every route that `pathname` matches, layouts and page together: rendered one
 * after the other, the page's chunk would wait for its layout to load and render first.
 */
export function startChunks(routes: RouteObject[], pathname: string): void {
  for (const { route } of matchRoutes(routes, pathname) ?? []) {
    if (isValidElement(route.element)) void starts.get(route.element.type)?.();
  }
}
