import { existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { expect, type Locator, type Page } from '@playwright/test';
import { GUIDE_STEPS, type GuideTarget } from '@lease/contract';
import { expectAccessible, screenshot, signInWithApi, useStoredSession, waitForPageLoaded } from './helpers';
import { test } from './test';

/**
 * Issue #25 item 9: each help guide is a walkthrough of the real screens. Every step's screen is opened
 * here as the demo landlord and what its caption speaks of must be on it, so a guide cannot go stale:
 * a renamed button or a moved grid fails this test. The screenshots are taken each run (test-results/
 * guides); `npm run guides` writes them to apps/web/public/guides, where the guide dialog shows them.
 */
const COMMITTED = join(import.meta.dirname, '..', '..', 'apps', 'web', 'public', 'guides');
const OUT =
  process.env.GUIDES_WRITE === '1'
    ? COMMITTED
    : join(import.meta.dirname, '..', '..', 'test-results', 'guides');

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const find = (page: Page, target: GuideTarget): Locator =>
  page
    .getByRole(target.role, target.name === undefined ? {} : { name: new RegExp(`^${escape(target.name)}`) })
    .first();

test('every guide step shows a screen that has what its caption names', async ({ page, request }) => {
  test.setTimeout(240_000);
  mkdirSync(OUT, { recursive: true });
  await page.setViewportSize({ width: 1280, height: 800 });
  await useStoredSession(page, await signInWithApi(request, 'landlord@demo.test'));
  for (const [title, steps] of Object.entries(GUIDE_STEPS)) {
    expect(steps.length, title).toBeGreaterThan(0);
    for (const step of steps) {
      await test.step(`${title}: ${step.image}`, async () => {
        await page.goto(step.route);
        await waitForPageLoaded(page);
        for (const target of step.open ?? []) await find(page, target).click();
        const shown = find(page, step.show);
        await expect(shown, `${step.image}: ${JSON.stringify(step.show)}`).toBeVisible();
        // A heading stands for what it titles (its section, or what follows it); a visually hidden input
        // for the control drawn round it. The outline sits inside what touches the window's edge.
        const outlined = await shown.evaluate((el) => {
          let box: Element = el;
          if (/^H\d$/.test(el.tagName)) box = el.closest('section') ?? el.nextElementSibling ?? el;
          // A table scrolls inside its card, which would clip an outline of its own: the card is outlined.
          if (el.tagName === 'TABLE') box = el.closest('.MuiPaper-root') ?? el;
          if (getComputedStyle(box).opacity === '0' && box.parentElement) box = box.parentElement;
          // Scrolled so that what is named (a heading above its section) shows below the app bar.
          const top = el.getBoundingClientRect().top;
          if (top < 64 || top > innerHeight - 48) {
            el.scrollIntoView({ block: 'start' });
            if (el.getBoundingClientRect().top < 64) scrollBy(0, -80);
          }
          const style = (box as HTMLElement).style;
          style.outline = '3px solid #f59e0b';
          style.outlineOffset = box.getBoundingClientRect().top < 4 ? '-3px' : '2px';
          return box.tagName;
        });
        expect(outlined).toBeTruthy();
        await page.screenshot({ path: join(OUT, step.image), type: 'jpeg', quality: 70 });
        expect(existsSync(join(COMMITTED, step.image)), `${step.image} is in apps/web/public/guides`).toBe(
          true,
        );
        await page.keyboard.press('Escape');
      });
    }
  }
});

test('the guide dialog shows a guide’s walkthrough, step by step, with its pictures', async ({
  page,
  request,
}) => {
  await useStoredSession(page, await signInWithApi(request, 'pm@demo.test'));
  await page.goto('/dashboard');
  await waitForPageLoaded(page);
  await page.getByRole('button', { name: 'Help', exact: true }).click();
  await page.getByRole('menuitem', { name: 'Show guide' }).click();
  const dialog = page.getByRole('dialog', { name: 'Help guide' });
  const first = GUIDE_STEPS['Invoices & Disputes'];
  await expect(dialog.getByRole('img')).toHaveCount(first.length);
  for (const step of first) {
    const picture = dialog.getByRole('img', { name: step.alt });
    await expect(picture).toBeVisible();
    // Loaded, not a broken image.
    await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    await expect(dialog.getByText(step.caption)).toBeVisible();
  }
  await expect(dialog.getByText('Video not available yet')).toHaveCount(0);
  await expectAccessible(page);
  await screenshot(page, 'guide-walkthrough-desktop');
  await page.setViewportSize({ width: 390, height: 844 });
  // On a phone the guide's buttons stay in reach below its pictures.
  await expect(dialog.getByRole('button', { name: 'Next' })).toBeInViewport();
  await expectAccessible(page);
  await screenshot(page, 'guide-walkthrough-phone');
});
