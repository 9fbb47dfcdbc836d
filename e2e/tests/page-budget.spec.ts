import { expect } from '@playwright/test';
import { kb, measurePage, PAGE_ROUTES, SIGN_IN_ROUTE, type PageWeight } from '../../bench/src/page-weight';
import { signInWithApi } from './helpers';
import { test } from './test';

/**
 * Issue #27, kept: every landlord page opened cold stays within the JavaScript it may download
 * (compressed, as sent) and the requests it may make before its content shows, and fetches no script
 * twice. `npm run bench:pages` prints the same figures.
 */
test('every landlord page keeps its first-load budget', async ({ browser, request, baseURL }) => {
  test.setTimeout(120_000);
  const session = await signInWithApi(request, 'landlord@demo.test');
  const storageState = {
    cookies: [],
    origins: [
      {
        origin: baseURL!,
        localStorage: [
          { name: 'token', value: session.token },
          { name: 'user', value: JSON.stringify(session.user) },
        ],
      },
    ],
  };
  const over: string[] = [];
  for (const route of PAGE_ROUTES) {
    over.push(...beyondCeiling(route, await measurePage(browser, baseURL!, route, storageState)));
  }
  expect(over).toEqual([]);
});

test('the sign-in page keeps its first-load budget, and never loads the signed-in shell', async ({
  browser,
  baseURL,
}) => {
  const signedOut = { cookies: [], origins: [] };
  const weight = await measurePage(browser, baseURL!, SIGN_IN_ROUTE, signedOut);
  expect(beyondCeiling(SIGN_IN_ROUTE, weight)).toEqual([]);
});

/** What a measured page exceeds of its CI ceilings, as sentences; noted on the test either way. */
function beyondCeiling(route: (typeof PAGE_ROUTES)[number], weight: PageWeight): string[] {
  test.info().annotations.push({
    type: route.path,
    description: `${kb(weight.jsBytes)} KB, ${weight.requests} requests, ${weight.readyMs} ms`,
  });
  const over: string[] = [];
  if (weight.jsBytes > route.ceilingKb * 1000) {
    over.push(`${route.path}: ${kb(weight.jsBytes)} KB of JavaScript, ceiling ${route.ceilingKb} KB`);
  }
  if (weight.requests > route.ceilingRequests) {
    over.push(`${route.path}: ${weight.requests} requests, ceiling ${route.ceilingRequests}`);
  }
  if (weight.duplicates.length > 0)
    over.push(`${route.path}: fetched twice: ${weight.duplicates.join(', ')}`);
  return over;
}
