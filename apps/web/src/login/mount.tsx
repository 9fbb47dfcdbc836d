import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { LoginApp } from './LoginApp';

/** Takes over the prerendered sign-in page; main.tsx imports this once the page has painted. */
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
