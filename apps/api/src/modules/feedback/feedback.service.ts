import { ROLE_LABELS } from '@lease/contract';
import type { Actor } from '../../platform/auth/actor.js';
import type { AppContext } from '../../platform/context.js';
import { change, type Who } from '../../platform/unit-of-work.js';
import { settleStaged, type StagedFile } from '../../platform/uploads/staging.js';
import { notify } from '../notifications/notify.js';
import { activeAdmins, insertReport, senderOf } from './feedback.repository.js';

/** The longest browser description kept: a User-Agent is short; anything longer is not one. */
const BROWSER_MAX = 500;

/**
 * §2.10 Report an issue without an external form: the report is kept with its screenshot, and every
 * admin hears of it on their To page (an event told to the requestor's side, as an accepted invite is)
 * and by e-mail, with the page and the browser. The sender's own lists do not show it.
 */
export async function sendFeedback(
  ctx: AppContext,
  who: Who,
  actor: Actor,
  input: { message: string; page: string; browser: string },
  screenshot: StagedFile | undefined,
): Promise<{ feedbackId: string; admins: number }> {
  const browser = input.browser.slice(0, BROWSER_MAX) || 'unknown';
  return change(
    ctx,
    who,
    {
      action: 'feedback.send',
      subjectType: 'feedback',
      detail: { page: input.page, screenshot: Boolean(screenshot) },
      from: (result) => ({
        subjectId: result.feedbackId,
        detail: { page: input.page, admins: result.admins },
      }),
    },
    async (work) => {
      const now = ctx.clock.now();
      const reportId = await insertReport(work.tx, {
        userId: actor.userId,
        message: input.message,
        page: input.page,
        browser,
        screenshotName: screenshot?.fileName ?? null,
        screenshotKey: screenshot?.storageKey ?? null,
        createdAt: now,
      });
      if (screenshot) await settleStaged(work, [screenshot]);
      const sender = await senderOf(work.tx, actor.userId);
      const admins = await activeAdmins(work.tx);
      const from = sender ? `${sender.name} <${sender.email}> (${ROLE_LABELS[sender.role]})` : actor.userId;
      for (const admin of admins) {
        await notify(ctx, work, {
          type: 'feedback',
          status: 'accepted',
          requestorId: admin.id,
          recipientId: actor.userId,
          note: input.message,
          answeredAt: now,
          createdAt: now,
          // The sender sent it; it is not a request of theirs to follow on their From page.
          recipientDeletedAt: now,
        });
        await work.send({
          to: admin.email,
          userId: admin.id,
          subject: `Issue reported by ${sender?.name ?? 'a user'}`,
          body: [
            `From: ${from}`,
            `Page: ${input.page}`,
            `Browser: ${browser}`,
            `Screenshot: ${screenshot ? screenshot.fileName : 'none'}`,
            '',
            input.message,
            '',
            `See it on your notifications: ${ctx.config.publicUrl}/dashboard/notification/to`,
          ].join('\n'),
        });
      }
      return { feedbackId: reportId, admins: admins.length };
    },
  );
}
