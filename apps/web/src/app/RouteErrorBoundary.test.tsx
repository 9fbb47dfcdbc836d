import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { Suspense, type ReactNode } from 'react';
import { Link, MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { lazyChunk } from './lazyPage';
import { RouteErrorBoundary } from './RouteErrorBoundary';

/** A page whose chunk is gone, as after a new deployment. */
const GonePage = lazyChunk<object>(() =>
  Promise.reject(new Error('Failed to fetch dynamically imported module')),
);

function Broken(): ReactNode {
  throw new Error('render failed');
}

/** The boundary placed as AppRoutes places it, around two routes and a way from one to the other. */
function App() {
  const location = useLocation();
  return (
    <RouteErrorBoundary location={location}>
      <Suspense fallback={null}>
        <Routes>
          <Route path="/broken" element={<Broken />} />
          <Route path="/gone" element={<GonePage />} />
          <Route path="/fine" element={<h1>Fine page</h1>} />
        </Routes>
      </Suspense>
    </RouteErrorBoundary>
  );
}

const renderAt = (path: string) =>
  render(
    <MemoryRouter initialEntries={[path]}>
      <Link to="/fine">To the fine page</Link>
      <App />
    </MemoryRouter>,
  );

afterEach(cleanup);

describe('RouteErrorBoundary', () => {
  // React reports the errors it catches on the console; the screen is what this test reads.
  vi.spyOn(console, 'error').mockImplementation(() => {});

  it('shows the reload screen for a page that throws, and tries again at another address', async () => {
    renderAt('/broken');
    expect(screen.getByRole('heading', { name: 'Something went wrong' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Reload' })).toBeTruthy();
    fireEvent.click(screen.getByRole('link', { name: 'To the fine page' }));
    expect(await screen.findByRole('heading', { name: 'Fine page' })).toBeTruthy();
    expect(screen.queryByText('Something went wrong')).toBeNull();
  });

  it('shows the reload screen for a page whose chunk fails to load', async () => {
    renderAt('/gone');
    expect(await screen.findByRole('heading', { name: 'Something went wrong' })).toBeTruthy();
    expect(screen.getByText('This page could not be loaded. Reloading usually fixes it.')).toBeTruthy();
  });
});
