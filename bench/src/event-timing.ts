// How long one real interaction takes in the browser (issue #27, `npm run bench:interactions`): its
// latency as INP counts it, from the Event Timing API (the longest entry of the interaction, as
// web-vitals takes it), and the wall time from the click or key press to the frame that shows its result.
import type { Page } from 'playwright-core';

/**
 * Installed before the app's scripts: collects the Event Timing entries of interactions (16 ms and
 * longer, the API's floor), when the last click or key press happened, and the grids' calls (the
 * property API's): in flight, and made since the interaction began.
 * Text, not a function: tsx would add helpers to a function's source that the page does not have.
 */
export const EVENT_TIMING_SCRIPT = `(() => {
  const bench = { events: [], mark: 0, start: 0, inflight: 0, fetches: 0 };
  window.__bench = bench;
  new PerformanceObserver((list) => {
    for (const e of list.getEntries())
      if (e.interactionId) bench.events.push({ id: e.interactionId, start: e.startTime, duration: e.duration });
  }).observe({ type: 'event', durationThreshold: 16, buffered: true });
  addEventListener('click', (e) => { bench.start = e.timeStamp; }, true);
  addEventListener('keydown', (e) => { bench.start = e.timeStamp; }, true);
  const fetched = window.fetch;
  window.fetch = (...args) => {
    const url = String(args[0] instanceof Request ? args[0].url : args[0]);
    if (!url.includes('/api/property/')) return fetched(...args);
    bench.inflight += 1;
    bench.fetches += 1;
    return fetched(...args).finally(() => { bench.inflight -= 1; });
  };
})();`;

export interface Timing {
  /** The longest Event Timing entry of the interaction, in ms; 0 when none reached 16 ms. */
  inp: number;
  /** From the click (or key press) to the first frame where `done` held, in ms. */
  wallMs: number;
}

/** Entries arrive after the frame they end in; this long without a new one means the last has come. */
const QUIET_MS = 300;

/**
 * Times `act` (a real click or key press through Playwright): `done` is a JavaScript expression,
 * evaluated in the page each frame after it, true once the page shows the interaction's result.
 */
export async function timeInteraction(page: Page, act: () => Promise<void>, done: string): Promise<Timing> {
  await page.evaluate('Object.assign(window.__bench, { mark: performance.now(), start: 0, fetches: 0 })');
  await act();
  const wallMs = await page.evaluate<number>(`new Promise((resolve, reject) => {
    const bench = window.__bench;
    const giveUp = performance.now() + 60000;
    const frame = (now) => {
      if (bench.start > 0 && (${done})) resolve(now - bench.start);
      else if (now > giveUp) reject(new Error('the interaction showed no result within 60 s: ' + ${JSON.stringify(done)}));
      else requestAnimationFrame(frame);
    };
    requestAnimationFrame(frame);
  })`);
  const inp = await page.evaluate<number>(`new Promise((resolve) => {
    const bench = window.__bench;
    const mine = () => bench.events.filter((e) => e.start >= bench.mark);
    let seen = -1;
    const check = () => {
      const now = mine();
      if (now.length === seen) resolve(now.reduce((longest, e) => Math.max(longest, e.duration), 0));
      else { seen = now.length; setTimeout(check, ${QUIET_MS}); }
    };
    setTimeout(check, ${QUIET_MS});
  })`);
  return { inp, wallMs };
}

/**
 * Waits until `condition` (a JavaScript expression) holds in the page, checked each frame. Not
 * Playwright's waitForFunction: it evaluates a text predicate with eval, which the app's CSP refuses.
 */
export async function waitUntil(page: Page, condition: string, timeoutMs = 60_000): Promise<void> {
  await page.evaluate(`new Promise((resolve, reject) => {
    const giveUp = performance.now() + ${timeoutMs};
    const frame = (now) => {
      if (${condition}) resolve();
      else if (now > giveUp) reject(new Error('not within ${timeoutMs} ms: ' + ${JSON.stringify(condition)}));
      else requestAnimationFrame(frame);
    };
    requestAnimationFrame(frame);
  })`);
}

/** True in the page once no call of the app is in flight and the table is not loading. */
export const GRID_SETTLED =
  'window.__bench.inflight === 0 && !document.querySelector(\'table[aria-busy="true"]\')';

/** The grid's rows drawn now. */
export const gridRows = (page: Page): Promise<number> => page.locator('table tbody tr[data-id]').count();
