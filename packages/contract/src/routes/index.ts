import type { RouteDef } from '../route.js';
import { activityRoutes } from './activity.js';
import { apiKeyRoutes } from './api-keys.js';
import { applicationRoutes } from './applications.js';
import { authRoutes } from './auth.js';
import { buildingRoutes } from './buildings.js';
import { calendarRoutes } from './calendar.js';
import { cancellationRoutes } from './cancellations.js';
import { claimRoutes } from './claims.js';
import { clientRoutes } from './client.js';
import { dashboardRoutes } from './dashboard.js';
import { documentRoutes } from './documents.js';
import { delegationRoutes } from './delegation.js';
import { emailRoutes } from './emails.js';
import { externalRoutes } from './external.js';
import { feedbackRoutes } from './feedback.js';
import { inviteRoutes } from './invites.js';
import { invoiceRoutes } from './invoices.js';
import { notificationRoutes } from './notifications.js';
import { rentRollRoutes } from './rent-roll.js';
import { reportRoutes } from './reports.js';
import { systemRoutes } from './system.js';
import { userRoutes } from './users.js';
import { webhookRoutes } from './webhooks.js';

export * as activity from './activity.js';
export * as apiKeys from './api-keys.js';
export * as applications from './applications.js';
export * as auth from './auth.js';
export * as buildings from './buildings.js';
export * as calendar from './calendar.js';
export * as cancellations from './cancellations.js';
export * as claims from './claims.js';
export * as client from './client.js';
export * as dashboard from './dashboard.js';
export * as documents from './documents.js';
export * as delegation from './delegation.js';
export * as emails from './emails.js';
export * as external from './external.js';
export * as feedback from './feedback.js';
export * as invites from './invites.js';
export * as invoices from './invoices.js';
export * as notifications from './notifications.js';
export * as rentRoll from './rent-roll.js';
export * as reports from './reports.js';
export * as system from './system.js';
export * as users from './users.js';
export * as webhooks from './webhooks.js';

/** The whole catalogue: the API registers each, the test harnesses walk each. */
export const ALL_ROUTES: readonly RouteDef[] = [
  ...systemRoutes,
  ...authRoutes,
  ...buildingRoutes,
  ...rentRollRoutes,
  ...applicationRoutes,
  ...cancellationRoutes,
  ...claimRoutes,
  ...documentRoutes,
  ...userRoutes,
  ...inviteRoutes,
  ...delegationRoutes,
  ...notificationRoutes,
  ...emailRoutes,
  ...activityRoutes,
  ...reportRoutes,
  ...calendarRoutes,
  ...dashboardRoutes,
  ...invoiceRoutes,
  ...apiKeyRoutes,
  ...webhookRoutes,
  ...externalRoutes,
  ...clientRoutes,
  ...feedbackRoutes,
];
