import type { ComponentType } from 'react';

/** The address this document was loaded from, which client-side navigation does not change. */
const documentPath = (): string => {
  const entry = performance.getEntriesByType('navigation')[0];
  return new URL(entry?.name ?? window.location.href).pathname;
};

/** What /login shows when the app stays on it. */
const Stay = () => null;

/**
 * /login inside the app: the sign-in page is a light entry of its own (login.html), so the app leaves
 * for it with a page load, which also drops the stores and cached queries of the session that ended.
 * The route loads its page through this, which leaves and never settles: nothing renders in between,
 * and a navigation keeps the previous page on screen meanwhile. The router has already set the address,
 * so window.location carries the search. A server that answered /login with the app would make that a
 * reload loop: then it stays.
 */
export function loginHandover(): Promise<ComponentType> {
  if (documentPath() === '/login') return Promise.resolve(Stay);
  window.location.replace(`/login${window.location.search}`);
  return new Promise<never>(() => {});
}
