import type { HttpError } from '../../platform/errors.js';
import type { AppContext } from '../../platform/context.js';
import { audit, type ActivityDraft, type Who } from '../../platform/unit-of-work.js';

/**
 * Audits a refusal decided before its change began (a back-off, a wrong step-up password) as
 * `<action>.refused`, the way `change` audits one thrown inside it, and returns the error to throw.
 */
export async function refused(
  ctx: AppContext,
  who: Who,
  draft: ActivityDraft,
  error: HttpError,
): Promise<HttpError> {
  await audit(ctx, who, {
    ...draft,
    action: `${draft.action}.refused`,
    detail: { ...draft.detail, status: error.statusCode, message: error.message },
  });
  return error;
}
