import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import {
  CLAIM_STATUSES,
  CLAIM_TYPES,
  INVOICE_STATUSES,
  PAYMENT_METHODS,
  POLICY_STATUSES,
  type SignedIn,
} from '@lease/contract';
import { toStoredUser, type StoredUser } from '../../apps/web/src/api/storedUser';

/** The e2e server seeds the demo portfolio with the default password. */
export const DEMO_PASSWORD = process.env.DEMO_PASSWORD ?? 'Demo-pass-2026!';

export const SCREENSHOT_DIR = join(import.meta.dirname, '..', '..', 'test-results', 'screenshots');

/**
 * Signs in through the Sign In screen, as a person would, and waits for the dashboard (or, for an
 * external, the landing page it names).
 */
export async function signInWithForm(
  page: Page,
  email: string,
  password = DEMO_PASSWORD,
  landing = '**/dashboard',
): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.waitForURL(landing);
  await waitForPageLoaded(page);
}

export interface ApiSession {
  token: string;
  /** The user as the portal stores it (§3.1), ready for `useStoredSession`. */
  user: StoredUser;
}

/** Signs in through the API: for tests whose subject is not the sign-in screen. */
export async function signInWithApi(request: APIRequestContext, email: string): Promise<ApiSession> {
  const res = await request.post('/api/auth/signin', { data: { email, password: DEMO_PASSWORD } });
  expect(res.status(), await res.text()).toBe(200);
  const body = (await res.json()) as { data: SignedIn };
  return { token: body.data.accessToken, user: toStoredUser(body.data) };
}

/** Puts a session into local storage the way the portal stores it (§3.1), before any page script runs. */
export async function useStoredSession(page: Page, session: { token: string; user: unknown }): Promise<void> {
  await page.addInitScript(
    ([token, user]) => {
      if (!sessionStorage.getItem('e2e-seeded')) {
        localStorage.setItem('token', token as string);
        localStorage.setItem('user', user as string);
        sessionStorage.setItem('e2e-seeded', '1');
      }
    },
    [session.token, JSON.stringify(session.user)],
  );
}

/**
 * Records every toast the page shows (§4: each hides after 2000 ms), from before its first script: on a
 * busy machine a toast can come and go between two polls of `toBeVisible`, so a test reads the record.
 */
export async function watchToasts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { e2eToasts: string[] }).e2eToasts = seen;
    new MutationObserver(() => {
      for (const toast of document.querySelectorAll('[data-variant]')) {
        const text = `${toast.getAttribute('role')}: ${toast.textContent ?? ''}`;
        if (!seen.includes(text)) seen.push(text);
      }
    }).observe(document, { childList: true, subtree: true, characterData: true });
  });
}

/** A toast with this text was shown, as a status (success, news) or an alert (failure); needs `watchToasts`. */
export async function expectToast(
  page: Page,
  text: string,
  { role = 'status', timeout = 15_000 }: { role?: 'status' | 'alert'; timeout?: number } = {},
): Promise<void> {
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { e2eToasts?: string[] }).e2eToasts ?? []), {
      timeout,
    })
    .toContain(`${role}: ${text}`);
}

/** §2.2: a page counts as loaded 500 ms after the route change; the shell marks it. */
export async function waitForPageLoaded(page: Page): Promise<void> {
  await expect(page.locator('[data-page-loaded="true"]')).toBeVisible();
}

/**
 * No serious or critical accessibility violation on the page as it stands. Transitions are stopped
 * while axe reads the page, so a colour caught halfway (a button turning from disabled to enabled) is
 * never judged; the page is checked in its settled state.
 */
export async function expectAccessible(page: Page): Promise<void> {
  // A grid still loading rows is between two states (MUI's grid lacks its rows for that moment).
  await expect(page.getByRole('progressbar', { name: 'Loading rows' })).toHaveCount(0, { timeout: 15_000 });
  const still = await page.addStyleTag({
    content: '*, *::before, *::after { transition: none !important; animation: none !important; }',
  });
  const results = await new AxeBuilder({ page }).analyze();
  await still.evaluate((el) => (el as ChildNode).remove());
  const bad = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(bad.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`)).toEqual(
    [],
  );
}

export async function screenshot(page: Page, name: string): Promise<void> {
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  await page.screenshot({ path: join(SCREENSHOT_DIR, `${name}.png`), fullPage: false });
}

/**
 * A control a phone user can reach: the page does not scroll sideways, and once scrolled to (vertically)
 * the control lies wholly inside the viewport's width.
 */
export async function expectReachableWithoutSidewaysScroll(page: Page, control: Locator): Promise<void> {
  // Measured once the layout has settled: a viewport just narrowed is still closing the desktop's drawer.
  await expect
    .poll(
      () => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth),
      { message: 'the page scrolls sideways', timeout: 10_000 },
    )
    .toBeLessThanOrEqual(0);
  await control.scrollIntoViewIfNeeded();
  await expect(control).toBeInViewport({ ratio: 1 });
  const box = (await control.boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(page.viewportSize()!.width);
  // Nothing in between scrolls sideways either (a table in a scrolling container would).
  const scrolledAway = await control.evaluate((el) => {
    for (let node = el.parentElement; node; node = node.parentElement) {
      if (node.scrollLeft > 0 || node.scrollWidth > node.clientWidth + 1) {
        const style = getComputedStyle(node);
        if (style.overflowX === 'auto' || style.overflowX === 'scroll') return true;
      }
    }
    return false;
  });
  expect(scrolledAway, 'the control sits in a box that scrolls sideways').toBe(false);
}

/**
 * Issue #36: no code reaches the page as it is stored. Codes that cannot be English words (camelCase,
 * snake_case: `tenantDefault`, `past_due`) must never appear in the main content's text.
 */
export async function expectNoRawCodes(page: Page): Promise<void> {
  const codes = [
    ...CLAIM_TYPES,
    ...CLAIM_STATUSES,
    ...INVOICE_STATUSES,
    ...POLICY_STATUSES,
    ...PAYMENT_METHODS,
  ].filter((c) => /[A-Z_]/.test(c));
  const text = await page.locator('#main-content').innerText();
  expect(codes.filter((c) => new RegExp(`\\b${c}\\b`).test(text))).toEqual([]);
}
