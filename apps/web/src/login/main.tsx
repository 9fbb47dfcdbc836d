import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { LoginApp } from './LoginApp';

/**
 * The light entry of /login (issue #9): the sign-in page alone, without the router, the query client
 * or the app's stores, so its download stays small. Signing in hands over to the app (index.html).
 */
const root = document.getElementById('root');
if (!root) throw new Error('login.html has no #root element');

createRoot(root).render(
  <StrictMode>
    <LoginApp />
  </StrictMode>,
);
