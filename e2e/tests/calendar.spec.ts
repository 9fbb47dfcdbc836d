import { expect, type Locator, type Page } from '@playwright/test';
import { CALENDAR_TEXTS } from '@lease/contract';
import { expectAccessible, screenshot, signInWithApi, useStoredSession, waitForPageLoaded } from './helpers';
import { test } from './test';

const pad = (n: number) => String(n).padStart(2, '0');
/** A day as the date field takes it typed: DD, MM, YYYY. */
const typed = (d: Date) => `${pad(d.getDate())}${pad(d.getMonth() + 1)}${d.getFullYear()}`;

/** Types into a picker's field section by section, as a person does with the keyboard. */
async function typeInto(page: Page, section: Locator, text: string): Promise<void> {
  await section.click();
  await page.keyboard.type(text);
}

test.describe('Calendar (file 1 §5, §9)', () => {
  test('adds an event: the title is required, past dates are refused, and it shows in the day view', async ({
    page,
    request,
  }) => {
    await useStoredSession(page, await signInWithApi(request, 'pm@demo.test'));
    await page.goto('/dashboard/calendar');
    await waitForPageLoaded(page);
    // The day view is the default (§9).
    await expect(page.getByRole('button', { name: 'Day', exact: true })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expectAccessible(page);

    await page.getByRole('button', { name: 'Add Event' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Event' });
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog.getByText(CALENDAR_TEXTS.titleRequired)).toBeVisible();

    await dialog.getByLabel('Event Title').fill('Unit 4B move-out inspection');
    const yesterday = new Date(Date.now() - 86_400_000);
    await typeInto(page, dialog.getByRole('spinbutton', { name: 'Day' }), typed(yesterday));
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog.getByText(CALENDAR_TEXTS.pastDate)).toBeVisible();

    // Tomorrow, 10:00 AM to 11:00 AM (hh:mm AM/PM, by the hour), in violet.
    const tomorrow = new Date(Date.now() + 86_400_000);
    await typeInto(page, dialog.getByRole('spinbutton', { name: 'Day' }), typed(tomorrow));
    await typeInto(page, dialog.getByRole('spinbutton', { name: 'Hours' }).first(), '1000A');
    await typeInto(page, dialog.getByRole('spinbutton', { name: 'Hours' }).last(), '1100A');
    await dialog.getByRole('radio', { name: 'Violet' }).check();
    await expectAccessible(page);
    await screenshot(page, 'calendar-event-dialog');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText(CALENDAR_TEXTS.created)).toBeVisible();

    await page.getByRole('button', { name: 'Next day' }).click();
    const event = page.getByRole('button', { name: /^Unit 4B move-out inspection, 10:00 AM – 11:00 AM$/ });
    await expect(event).toBeVisible();
    await screenshot(page, 'calendar-day-view');

    // It opens again to be changed, and is deleted with the confirmation of §9.
    await event.click();
    const edit = page.getByRole('dialog', { name: 'Edit Event' });
    await edit.getByRole('button', { name: 'Delete' }).click();
    await page
      .getByRole('dialog', { name: /^Delete / })
      .getByRole('button', { name: 'Delete', exact: true })
      .click();
    await expect(page.getByText(CALENDAR_TEXTS.deleted)).toBeVisible();
    await expect(event).toHaveCount(0);
  });

  test("the portfolio's dates show read-only and lead to their records", async ({ page, request }) => {
    await useStoredSession(page, await signInWithApi(request, 'landlord@demo.test'));
    await page.goto('/dashboard/calendar');
    await waitForPageLoaded(page);
    await page.getByRole('button', { name: 'Month', exact: true }).click();
    const leaseEnd = page.locator('a[data-kind="lease-end"]').first();
    // The demo's leases end all year round: some end within a month or two of today.
    for (let i = 0; i < 3 && (await leaseEnd.count()) === 0; i += 1) {
      await page.getByRole('button', { name: 'Next month' }).click();
      await expect(page.getByLabel('Loading the calendar')).toHaveCount(0);
    }
    await expect(leaseEnd).toBeVisible();
    await expectAccessible(page);
    await screenshot(page, 'calendar-month-view');
    await leaseEnd.click();
    await page.waitForURL(/\/dashboard\/property\/policies\?record=/);
    await expect(page.getByRole('dialog')).toBeVisible();
  });
});
