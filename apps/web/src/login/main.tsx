import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { LoginApp } from './LoginApp';

/**
 * The light entry of /login (issue #9): the sign-in page alone, without the router, the query client
 * or the app's stores, so its download stays small. Signing in hands over to the app (index.html).
 */
const root = document.getElementById('root');
if (!root) throw new Error('login.html has no #root element');

const app = (
  <StrictMode>
    <LoginApp />
  </StrictMode>
);
if (root.hasChildNodes()) {
  // The build prerenders the page (prerender.tsx). Hydrating it as a transition lets React yield
  // between slices of work instead of holding the main thread in one long task.
  startTransition(() => {
    hydrateRoot(root, app);
  });
} else {
  // The dev server serves login.html as it is, empty.
  createRoot(root).render(app);
}
