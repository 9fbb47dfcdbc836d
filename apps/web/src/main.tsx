import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { unstable_HistoryRouter as HistoryRouter } from 'react-router';
import { loginHandoverHistory } from './app/loginHandover';
import { Providers } from './app/providers';
import { AppRoutes, startFirstPage } from './app/router';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

startFirstPage();
const history = loginHandoverHistory();

const app = createRoot(root);
// A transition: the first render yields to the browser every few milliseconds instead of holding the
// main thread for the whole shell and page at once (issue #33: a phone's total blocking time).
startTransition(() => {
  app.render(
    <StrictMode>
      <Providers>
        <HistoryRouter history={history}>
          <AppRoutes />
        </HistoryRouter>
      </Providers>
    </StrictMode>,
  );
});
