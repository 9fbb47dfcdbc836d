import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { unstable_HistoryRouter as HistoryRouter } from 'react-router';
import { loginHandoverHistory } from './app/loginHandover';
import { Providers } from './app/providers';
import { AppRoutes, startFirstPage } from './app/router';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

startFirstPage();
const history = loginHandoverHistory();

createRoot(root).render(
  <StrictMode>
    <Providers>
      <HistoryRouter history={history}>
        <AppRoutes />
      </HistoryRouter>
    </Providers>
  </StrictMode>,
);
