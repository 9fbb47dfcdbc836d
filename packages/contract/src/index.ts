export * from './claims/claim-data.js';
export * from './claims/files.js';
export * from './claims/papers.js';
export * from './claims/texts.js';
export * from './claims/statement.js';
export * from './claims/assessment.js';
export * from './claims/decisions.js';
export * from './client-view.js';
export * from './answers.js';
export * from './calendar.js';
export * from './codes.js';
export * from './dates.js';
export * from './invoices/texts.js';
export * from './documents.js';
export * from './envelope.js';
export * from './list.js';
export * from './money.js';
export * from './csv.js';
export * from './menu.js';
export * from './guides.js';
export * from './patterns.js';
export * from './policies.js';
export * from './rent-roll.js';
export * from './rent-roll-rows.js';
export * from './roles.js';
export * from './route.js';
export * from './rules.js';
export * from './sign-in-check.js';
export * from './profile-check.js';
export * from './states.js';
export * from './theme.js';
export * from './theme-check.js';
export * from './user.js';
export * as routes from './routes/index.js';
export { ALL_ROUTES } from './routes/index.js';
export {
  FLAG_REASON_LABELS,
  LIST_KINDS,
  LIST_KIND_FILTERS,
  LIST_KIND_SORTS,
  POLICY_STATUSES,
  POLICY_STATUS_LABELS,
  RECORD_KINDS,
  RECORD_SORTS,
  applicationRecordSchema,
  kindPageSchema,
  recordPageOf,
  type ApplicationRecord,
  type KindPage,
  type ListKind,
  type ListSort,
  type PolicyStatus,
  type RecordKind,
  type RecordSort,
} from './routes/applications.js';
export {
  BUILDING_SORTS,
  IMPORT_CHUNK,
  buildingImportRowSchema,
  buildingRowSchema,
  type BuildingImportRow,
  type BuildingRow,
  type BuildingSort,
} from './routes/buildings.js';
export {
  MOVE_EDIT_TYPES,
  USER_SORTS,
  treeNodeSchema,
  userRowSchema,
  type TreeNode,
  type UserRow,
  type UserSort,
} from './routes/users.js';
export {
  INVITE_STATUSES,
  INVITE_TTL_DAYS,
  invitePropertySchema,
  inviteRowSchema,
  type InviteProperty,
  type InviteRow,
  type InviteStatus,
} from './routes/invites.js';
export { INVITE_LOOKUP_LINK_HOURS, INVITE_LOOKUP_SENT } from './routes/auth-invite.js';
export { documentEntrySchema, type DocumentEntry } from './routes/documents.js';
export { FEEDBACK_LIMITS, FEEDBACK_TEXTS } from './routes/feedback.js';
export * from './routes/auth-schemas.js';
export {
  REQUEST_STATUSES,
  REQUEST_TYPES,
  notificationPage,
  notificationSchema,
  type Notification,
  type RequestStatus,
  type RequestType,
} from './routes/notification-schemas.js';
export { REQUESTER_ROLES, type PersonOption } from './routes/delegation.js';
export { ACCEPT_SUCCESS, DECLINE_SUCCESS, DELETE_SUCCESS } from './routes/notifications.js';
export * from './realtime.js';
export { COMPOSE_NOTICE_MS, EMAIL_DELETE_SUCCESS } from './emails/texts.js';
export { EMAIL_SORTS, emailRowSchema, type EmailRow } from './routes/emails.js';
export { ACTIVITY_ROLES, activityRowSchema, type ActivityRow } from './routes/activity.js';
export {
  CANCEL_BATCH_MAX,
  CANCEL_EFFECTIVE_AFTER_HOURS,
  cancelLogRowSchema,
  type CancelLogRow,
} from './routes/cancellations.js';
export {
  CLAIM_SORTS,
  claimPolicySchema,
  claimRecordSchema,
  type ClaimPolicy,
  type ClaimPreset,
  type ClaimRecord,
  type ClaimSort,
} from './routes/claims.js';
export {
  INVOICE_SORTS,
  disputeSchema,
  invoiceLineSchema,
  invoiceRowSchema,
  type Dispute,
  type InvoiceLine,
  type InvoiceRecord,
  type InvoiceRow,
} from './routes/invoices.js';
export {
  OUTSTANDING_STATUSES,
  REPORT_MONTHS_MAX,
  REPORT_ROLES,
  REPORT_TYPES,
  type AppReport,
  type BuildingCountReport,
  type LandlordCountReport,
  type ReportFilter,
  type ReportType,
  type UserCountReport,
} from './routes/reports.js';
export {
  CALENDAR_EVENT_MAX_DAYS,
  CALENDAR_RANGE_MAX_DAYS,
  CALENDAR_TEXTS,
  FILING_WINDOW_DAYS,
  calendarTimeIssues,
  hourStartAt,
  offsetMinutesOf,
  onTheHour,
  type CalendarEvent,
  type ComputedEvent,
} from './routes/calendar.js';
export { eventFormSchema, type PickedMoment } from './routes/calendar-form.js';
export {
  ATTENTION_ITEMS_MAX,
  ATTENTION_KEYS,
  CLOSING_SOON_DAYS,
  DUE_SOON_DAYS,
  FIGURE_KEYS,
  type AttentionItem,
  type AttentionKey,
  type AttentionSection,
  type Figure,
  type FigureKey,
} from './routes/dashboard.js';
export {
  API_KEY_PREFIX,
  API_KEY_TEXTS,
  KEY_MANAGERS,
  KEYS_PER_LANDLORD,
  apiKeyRowSchema,
  type ApiKeyRow,
  type KeyPerson,
  type CreateApiKeyInput,
} from './routes/api-keys.js';
export {
  WEBHOOK_EVENTS,
  WEBHOOK_ROLES,
  WEBHOOK_SUBSCRIPTIONS_MAX,
  WEBHOOK_TEXTS,
  webhookFormSchema,
  webhookUrlField,
  type WebhookDelivery,
  type WebhookEvent,
  type WebhookSubscription,
} from './routes/webhooks.js';
export {
  RENT_ROLL_IMPORT_STATUSES,
  rentRollImportSchema,
  rentRollMappingSchema,
  rentRollPreviewSchema,
  type RentRollImport,
  type RentRollImportStatus,
  type RentRollPreview,
  type RentRollProblem,
} from './routes/rent-roll.js';
export {
  CLIENT_DOCUMENT_KINDS,
  CLIENT_DOCUMENT_SORTS,
  CLIENT_POLICY_SORTS,
  clientClaimRowSchema,
  clientDocumentRowSchema,
  clientOverviewSchema,
  clientPolicyRowSchema,
  type ClientClaimRow,
  type ClientDocumentKind,
  type ClientDocumentRow,
  type ClientOverview,
  type ClientPolicyRow,
} from './routes/client.js';
export {
  EXTERNAL_MANAGERS,
  EXTERNAL_SORTS,
  externalGrantRowSchema,
  type ExternalGrantRow,
} from './routes/external.js';
export type { ClaimDecision, DeskRow } from './routes/claims-desk.js';
