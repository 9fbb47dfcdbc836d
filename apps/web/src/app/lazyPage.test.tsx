import { cleanup, render, screen } from '@testing-library/react';
import { Suspense, type ComponentType } from 'react';
import { MemoryRouter, Outlet, useRoutes, type RouteObject } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { lazyChunk, page, startChunks } from './lazyPage';

const loader = (Component: ComponentType) => vi.fn(() => Promise.resolve(Component));

afterEach(cleanup);

describe('startChunks', () => {
  it("starts the matched layout's and page's chunks at once, the others not, and each only once", async () => {
    const shellLoad = loader(() => (
      <main>
        <Outlet />
      </main>
    ));
    const aLoad = loader(() => <h1>Page A</h1>);
    const bLoad = loader(() => <h1>Page B</h1>);
    const Shell = lazyChunk(shellLoad);
    const routes: RouteObject[] = [
      {
        element: <Shell />,
        children: [
          { path: '/a', element: page(aLoad) },
          { path: '/b', element: page(bLoad) },
        ],
      },
    ];

    startChunks(routes, '/a');
    expect(shellLoad).toHaveBeenCalledOnce();
    expect(aLoad).toHaveBeenCalledOnce();
    expect(bLoad).not.toHaveBeenCalled();

    function App() {
      return <Suspense fallback={null}>{useRoutes(routes)}</Suspense>;
    }
    render(
      <MemoryRouter initialEntries={['/a']}>
        <App />
      </MemoryRouter>,
    );
    expect(await screen.findByRole('heading', { name: 'Page A' })).toBeTruthy();
    expect(shellLoad).toHaveBeenCalledOnce();
    expect(aLoad).toHaveBeenCalledOnce();
  });
});
