import type { LoaderFunctionArgs } from 'react-router';

/** The address this document was loaded from, which client-side navigation does not change. */
const documentPath = (): string => {
  const entry = performance.getEntriesByType('navigation')[0];
  return new URL(entry?.name ?? window.location.href).pathname;
};

/**
 * /login inside the app: the sign-in page is a light entry of its own (login.html), so the app leaves
 * for it with a page load, which also drops the stores and cached queries of the session that ended.
 * As a loader it runs before the app's address changes, so the app never shows /login itself. A server
 * that answered /login with the app would make that a reload loop: then it stays.
 */
export function loginHandover({ request }: LoaderFunctionArgs): Promise<never> | null {
  if (documentPath() === '/login') return null;
  window.location.replace(`/login${new URL(request.url).search}`);
  // The page is being replaced: never settle, so nothing renders in between.
  return new Promise<never>(() => {});
}
