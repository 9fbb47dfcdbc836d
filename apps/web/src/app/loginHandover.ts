import {
  UNSAFE_createBrowserHistory as createBrowserHistory,
  createPath,
  parsePath,
  type To,
} from 'react-router';

/** The address this document was loaded from, which client-side navigation does not change. */
const documentPath = (): string => {
  const entry = performance.getEntriesByType('navigation')[0];
  return new URL(entry?.name ?? window.location.href).pathname;
};

/**
 * The browser history for the app's router, save /login: the sign-in page is a light entry of its own
 * (login.html), so the app leaves for it with a page load, which also drops the stores and cached queries
 * of the session that ended. It leaves in place of the navigation, before the app's address changes, so
 * the app never shows /login itself, and the sign-in page takes the place of the page left. A server that
 * answered /login with the app would make that a reload loop: then it stays (the route shows nothing).
 */
export function loginHandoverHistory() {
  const history = createBrowserHistory({ v5Compat: true });
  const { push, replace } = history;
  const leaves = (to: To): boolean =>
    (typeof to === 'string' ? parsePath(to) : to).pathname === '/login' && documentPath() !== '/login';
  const leave = (to: To) => window.location.replace(typeof to === 'string' ? to : createPath(to));
  history.push = (to, state) => (leaves(to) ? leave(to) : push(to, state));
  history.replace = (to, state) => (leaves(to) ? leave(to) : replace(to, state));
  return history;
}
