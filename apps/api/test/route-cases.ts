import type { RouteDef } from '@lease/contract';
import { activityCases } from './route-cases/activity.js';
import { apiKeysCases } from './route-cases/api-keys.js';
import { applicationsCases } from './route-cases/applications.js';
import { authCases } from './route-cases/auth.js';
import { authAccountCases } from './route-cases/auth-account.js';
import { authInviteCases } from './route-cases/auth-invite.js';
import { authTwoFactorCases } from './route-cases/auth-two-factor.js';
import { buildingsCases } from './route-cases/buildings.js';
import { calendarCases } from './route-cases/calendar.js';
import { cancellationsCases } from './route-cases/cancellations.js';
import { claimsCases } from './route-cases/claims.js';
import { clientCases } from './route-cases/client.js';
import { dashboardCases } from './route-cases/dashboard.js';
import { delegationCases } from './route-cases/delegation.js';
import { documentsCases } from './route-cases/documents.js';
import { emailsCases } from './route-cases/emails.js';
import { externalCases } from './route-cases/external.js';
import { feedbackCases } from './route-cases/feedback.js';
import { invitesCases } from './route-cases/invites.js';
import { invoicesCases } from './route-cases/invoices.js';
import { notificationsCases } from './route-cases/notifications.js';
import { rentRollCases } from './route-cases/rent-roll.js';
import { reportsCases } from './route-cases/reports.js';
import { signInCallsCases } from './route-cases/sign-in-calls.js';
import { systemCases } from './route-cases/system.js';
import { usersCases } from './route-cases/users.js';
import { webhooksCases } from './route-cases/webhooks.js';
import type { MatrixCase } from './route-cases/matrix-case.js';

export type { MatrixCase };

/** Every contract route's case, gathered from one file per contract route module. */
export const CASES: Record<string, MatrixCase> = {
  ...buildingsCases,
  ...rentRollCases,
  ...applicationsCases,
  ...reportsCases,
  ...cancellationsCases,
  ...claimsCases,
  ...invoicesCases,
  ...documentsCases,
  ...usersCases,
  ...invitesCases,
  ...delegationCases,
  ...notificationsCases,
  ...emailsCases,
  ...calendarCases,
  ...dashboardCases,
  ...activityCases,
  ...systemCases,
  ...signInCallsCases,
  ...authCases,
  ...authTwoFactorCases,
  ...authAccountCases,
  ...authInviteCases,
  ...apiKeysCases,
  ...webhooksCases,
  ...externalCases,
  ...clientCases,
  ...feedbackCases,
};

export const caseOf = (route: RouteDef): MatrixCase => {
  const found = CASES[route.id];
  if (!found) throw new Error(`no authorization case for ${route.id}`);
  return found;
};
