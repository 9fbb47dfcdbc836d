import { createHash, randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { DEFAULT_THEME, type Role, type RouteDef } from '@lease/contract';
import { emailChanges, userImages, users } from '../src/db/schema/index.js';
import {
  disposableUser,
  freshApplication,
  freshFlaggedPolicy,
  IMPORT_ROW,
  inviteToken,
  inviteTokenFor,
  resetToken,
  ROLE_CAN_ACCEPT,
  routeById,
  send,
  sentCode,
  server,
  throwawayUser,
  throwawayUserId,
  tokens,
  type Input,
} from './case-helpers.js';
import type { Fixtures } from './fixtures.js';
import {
  answeredRequestOf,
  buildingToAsk,
  emailTo,
  holderFor,
  landlordUserId,
  pendingRequestTo,
} from './notification-cases.js';
import {
  claimForm,
  claimInStatus,
  fileFreshClaim,
  freshPolicy,
  moreFilesForm,
  validClaim,
} from './claim-cases.js';
import { KNOWN_PLACE } from './maps-stand-in.js';
import { callbackQuery, disputeBody, disputeForm, freshInvoice, openDisputeOn } from './invoice-cases.js';
import { eventOf, futureSlot, weekRange } from './calendar-cases.js';
import { DEMO, TEST_PASSWORD } from './server.js';

/**
 * One entry per contract route. `input` is a valid call; `crossLandlord` names another landlord's record
 * (it must answer 404 to the first landlord's people), or says why the route reads no record by id.
 * A route missing here fails the suite: every new call must say how it is guarded.
 */
export interface MatrixCase {
  input?: (f: Fixtures) => Input;
  /** The call spends the token (log out): each role gets a fresh one. */
  spendsToken?: boolean;
  /**
   * For calls whose valid input must be made first (a code from the outbox, a reset link) or that change
   * the caller's own account: builds the token and input of the role's allowed call.
   */
  prepare?: (role: Role) => Promise<{ token: string | null; input: Input }>;
  crossLandlord: ((f: Fixtures) => Input) | { none: string };
}

export const CASES: Record<string, MatrixCase> = {
  // Portfolio (buildings, users, tree, invites): another landlord's ids must answer 404.
  'property.buildings': { crossLandlord: (f) => ({ query: { landlordId: f.otherLandlordId } }) },
  'property.buildings-export': { crossLandlord: (f) => ({ query: { landlordId: f.otherLandlordId } }) },
  // Rider/application records: another landlord's building, landlord or record must answer 404.
  'property.filter-app': {
    input: () => ({ body: { title: 'application' } }),
    crossLandlord: (f) => ({ body: { title: 'application', landlordId: f.otherLandlordId } }),
  },
  'property.search-db': {
    input: () => ({ body: { label: 'application', q: 'a' } }),
    crossLandlord: (f) => ({ body: { label: 'policy', buildingId: f.otherBuildingId } }),
  },
  'property.records-export': {
    input: () => ({ query: { title: 'policy' } }),
    crossLandlord: (f) => ({ query: { title: 'policy', landlordId: f.otherLandlordId } }),
  },
  'property.application': { crossLandlord: (f) => ({ query: { buildingId: f.otherBuildingId } }) },
  'property.policy': {
    input: () => ({ body: {} }),
    crossLandlord: (f) => ({ body: { cancel: true, landlordId: f.otherLandlordId } }),
  },
  'user.applications': { crossLandlord: (f) => ({ query: { landlordId: f.otherLandlordId } }) },
  'user.policies': { crossLandlord: (f) => ({ query: { buildingId: f.otherBuildingId } }) },
  'property.record': {
    input: (f) => ({ query: { id: f.appId } }),
    crossLandlord: (f) => ({ query: { id: f.otherAppId } }),
  },
  'report.flagged-cancel-count': {
    crossLandlord: { none: 'takes no id; counts the flagged policies in scope' },
  },
  // Reports: another landlord, or another landlord's building, must answer 404; pm is refused (403).
  'report.usercount': { crossLandlord: (f) => ({ query: { landlordId: f.otherLandlordId } }) },
  'report.app': {
    input: (f) => ({ query: { from: '2025-01', to: '2025-12', landlordId: f.landlordId } }),
    crossLandlord: (f) => ({ query: { buildingId: f.otherBuildingId } }),
  },
  'report.building': { crossLandlord: (f) => ({ query: { buildingId: f.otherBuildingId } }) },
  'report.landlord': {
    crossLandlord: (f) => ({ query: { landlordId: f.landlordId, buildingId: f.otherBuildingId } }),
  },
  'property.move-stage': {
    prepare: async (role) => ({
      token: tokens[role],
      input: { body: { id: await freshApplication(), stage: 'Stage01' } },
    }),
    crossLandlord: { none: 'admin only; the admin sees every application' },
  },
  // Cancellations: another landlord's rider must answer 404, and change nothing.
  'property.cancel-policy': {
    prepare: async (role) => ({
      token: tokens[role],
      input: { body: { riderIds: [await freshFlaggedPolicy()] } },
    }),
    crossLandlord: (f) => ({ body: { riderIds: [f.otherRiderId] } }),
  },
  'property.dismiss-flag': {
    prepare: async (role) => ({
      token: tokens[role],
      input: { body: { riderIds: [await freshFlaggedPolicy()], reason: 'The tenant renewed the lease' } },
    }),
    crossLandlord: (f) => ({ body: { riderIds: [f.otherRiderId], reason: 'Not ours' } }),
  },
  // Claims: the wizard's lookups, filing with files, and the claim lists and files.
  'claim.landlord': {
    input: () => ({ query: { state: 'NY' } }),
    crossLandlord: { none: "takes a state, not an id; lists the landlords of the caller's buildings" },
  },
  'claim.property': {
    input: (f) => ({ query: { state: 'NY', landlordId: f.landlordId } }),
    crossLandlord: (f) => ({ query: { state: 'NY', landlordId: f.otherLandlordId } }),
  },
  'claim.rider': {
    input: (f) => ({ query: { propertyId: f.pmBuildingId } }),
    crossLandlord: (f) => ({ query: { propertyId: f.otherBuildingId } }),
  },
  'claim.tenants': {
    input: (f) => ({ query: { riderId: f.appId } }),
    crossLandlord: (f) => ({ query: { riderId: f.otherPolicyId } }),
  },
  'claim.claim-duplicated': {
    input: (f) => ({ query: { riderId: f.appId } }),
    crossLandlord: (f) => ({ query: { riderId: f.otherPolicyId } }),
  },
  'claim.create': {
    prepare: async (role) => {
      const data = validClaim(await freshPolicy(server.db));
      return {
        token: tokens[role],
        input: { body: { claimData: JSON.stringify(data) }, form: claimForm(data) },
      };
    },
    crossLandlord: (f) => {
      const data = validClaim({ id: f.otherPolicyId, state: 'NY' });
      return { body: { claimData: JSON.stringify(data) }, form: claimForm(data) };
    },
  },
  'property.claim': { crossLandlord: (f) => ({ query: { buildingId: f.otherBuildingId } }) },
  'user.claims': { crossLandlord: (f) => ({ query: { landlordId: f.otherLandlordId } }) },
  'claim.record': {
    prepare: async (role) => ({
      token: tokens[role],
      input: { query: { id: (await fileFreshClaim(server, tokens.ll)).id } },
    }),
    crossLandlord: (f) => ({ query: { id: f.otherClaimId } }),
  },
  'claim.file': {
    prepare: async (role) => ({
      token: tokens[role],
      input: { query: { fileId: (await fileFreshClaim(server, tokens.ll)).fileId } },
    }),
    crossLandlord: (f) => ({ query: { fileId: f.otherClaimFileId } }),
  },
  'claim.move-status': {
    prepare: async (role) => ({
      token: tokens[role],
      input: {
        body: {
          id: (await fileFreshClaim(server, tokens.ll)).id,
          status: 'under_review',
          note: 'Under review',
        },
      },
    }),
    crossLandlord: { none: 'admin only; the admin sees every claim' },
  },
  'claim.payment': {
    prepare: async (role) => ({
      token: tokens[role],
      input: {
        body: {
          id: await claimInStatus(server, tokens.ll, 'approved'),
          method: 'eCheck',
          paidOn: '2026-11-01',
          amount: '100.00',
          reference: 'ECHK-1',
        },
      },
    }),
    crossLandlord: { none: 'admin only; the admin sees every claim' },
  },
  'claim.add-files': {
    prepare: async (role) => {
      const claimId = await claimInStatus(server, tokens.ll, 'documents_requested');
      return { token: tokens[role], input: { body: { claimId }, form: moreFilesForm(claimId) } };
    },
    crossLandlord: (f) => ({ body: { claimId: f.otherClaimId }, form: moreFilesForm(f.otherClaimId) }),
  },
  'claim.zip': {
    input: () => ({ query: { zip: '10001' } }),
    crossLandlord: { none: 'a ZIP code is public knowledge, no record of anyone' },
  },
  // The suites run these against the stand-in maps service (maps-stand-in.ts), which knows this place.
  'claim.places': {
    input: () => ({ query: { input: '350 5th Ave' } }),
    crossLandlord: { none: 'an address the filer types, no record of anyone' },
  },
  'claim.place': {
    input: () => ({ query: { placeId: KNOWN_PLACE.placeId } }),
    crossLandlord: { none: "a place's public street address, no record of anyone" },
  },
  'claim.office-hours': { crossLandlord: { none: 'takes no id; the configured banner for today' } },
  'invoice.list': { crossLandlord: (f) => ({ query: { landlordId: f.otherLandlordId } }) },
  'invoice.search': {
    input: () => ({ query: { invoiceNum: 'INV-' } }),
    crossLandlord: {
      none: "a search by number: another landlord's invoices are simply not found (invoices.routes.test)",
    },
  },
  'property.invoice': {
    prepare: async (role) => ({
      token: tokens[role],
      input: { query: { id: (await freshInvoice(server.db)).id } },
    }),
    crossLandlord: (f) => ({ query: { id: f.otherInvoiceId } }),
  },
  'invoice.pdf': {
    prepare: async (role) => ({
      token: tokens[role],
      input: { query: { id: (await freshInvoice(server.db)).id } },
    }),
    crossLandlord: (f) => ({ query: { id: f.otherInvoiceId } }),
  },
  'invoice.policy': {
    input: (f) => ({ query: { riderId: f.pmRiderId } }),
    crossLandlord: (f) => ({ query: { riderId: f.otherRiderId } }),
  },
  'invoice.dispute': {
    prepare: async (role) => {
      const invoice = await freshInvoice(server.db);
      const fields = {
        invoiceId: invoice.id,
        lineIds: invoice.lineIds,
        reason: 'Duplicate',
        comment: 'Billed twice.',
      };
      return { token: tokens[role], input: { body: disputeBody(fields), form: disputeForm(fields) } };
    },
    crossLandlord: (f) => {
      const fields = { invoiceId: f.otherInvoiceId, lineIds: [], reason: 'Other', comment: 'Not ours.' };
      return { body: disputeBody(fields), form: disputeForm(fields) };
    },
  },
  'invoice.dispute-message': {
    prepare: async (role) => {
      const disputeId = await openDisputeOn(server, tokens.ll, await freshInvoice(server.db));
      return { token: tokens[role], input: { body: { disputeId, body: 'Any news?' } } };
    },
    crossLandlord: (f) => ({ body: { disputeId: f.otherDisputeId, body: 'Any news?' } }),
  },
  'invoice.dispute-resolve': {
    prepare: async (role) => {
      const disputeId = await openDisputeOn(server, tokens.ll, await freshInvoice(server.db));
      return { token: tokens[role], input: { body: { disputeId, outcome: 'reject', note: 'As agreed.' } } };
    },
    crossLandlord: { none: 'admin only; billing staff see every invoice' },
  },
  'invoice.mark-paid': {
    prepare: async (role) => ({
      token: tokens[role],
      input: { body: { id: (await freshInvoice(server.db)).id, paidOn: '2026-11-20' } },
    }),
    crossLandlord: { none: 'admin only; billing staff see every invoice' },
  },
  'invoice.issue': {
    input: () => ({ body: { month: '2019-01' } }),
    crossLandlord: { none: 'admin only; issues every landlord of a month' },
  },
  // The suites run these against the stand-in accounting system (accounting-stand-in.ts).
  'invoice.oauth': { crossLandlord: { none: 'admin only; the one accounting connection' } },
  'invoice.oauth-callback': {
    prepare: async () => ({ token: null, input: { query: await callbackQuery(server, tokens.admin) } }),
    crossLandlord: { none: 'public; answers only a state this server issued' },
  },
  'property.cancel-logs': { crossLandlord: (f) => ({ query: { landlordId: f.otherLandlordId } }) },
  'property.cancel-logs-export': { crossLandlord: (f) => ({ query: { buildingId: f.otherBuildingId } }) },
  'user.get-buildings': {
    input: () => ({ body: { data: {} } }),
    crossLandlord: (f) => ({ body: { data: { userId: f.otherUserIds.pm } } }),
  },
  'user.buildings': {
    input: (f) => ({ query: { landlordId: f.landlordId } }),
    crossLandlord: (f) => ({ query: { landlordId: f.otherLandlordId } }),
  },
  'property.buildings-import': {
    input: (f) => ({ body: { landlordId: f.landlordId, dryRun: true, rows: [IMPORT_ROW] } }),
    crossLandlord: (f) => ({ body: { landlordId: f.otherLandlordId, dryRun: true, rows: [IMPORT_ROW] } }),
  },
  // Documents: another landlord's application or document must answer 404.
  'document.title': {
    input: (f) => ({ query: { appId: f.appId } }),
    crossLandlord: (f) => ({ query: { appId: f.otherAppId } }),
  },
  'document.file': {
    input: (f) => ({ query: { docId: f.docId } }),
    crossLandlord: (f) => ({ query: { docId: f.otherDocId } }),
  },
  'document.missing': {
    input: (f) => ({ query: { appId: f.appId } }),
    crossLandlord: (f) => ({ query: { appId: f.otherAppId } }),
  },
  'user.active-landlords': { crossLandlord: { none: 'admin only; lists every landlord account' } },
  'user.propertymanager-vp': { crossLandlord: (f) => ({ query: { landlordId: f.otherLandlordId } }) },
  'user.propertymanager-rm': { crossLandlord: (f) => ({ query: { landlordId: f.otherLandlordId } }) },
  'user.propertymanager-pm': { crossLandlord: (f) => ({ query: { landlordId: f.otherLandlordId } }) },
  'user.userbuildingsearch': {
    input: () => ({ body: { role: 'pm', search: 'a' } }),
    crossLandlord: (f) => ({ body: { role: 'pm', search: 'a', landlordId: f.otherLandlordId } }),
  },
  'user.delete-user': {
    // Each role deletes a pm of its own line made for the purpose, so the demo line stays whole.
    prepare: async (role) => ({ token: tokens[role], input: { body: { id: await disposableUser('pm') } } }),
    crossLandlord: (f) => ({ body: { id: f.otherUserIds.pm } }),
  },
  'user.delete-landlord': {
    prepare: async (role) => ({ token: tokens[role], input: { query: { id: await disposableUser('ll') } } }),
    crossLandlord: { none: 'admin only; the admin sees every landlord' },
  },
  'user.landlordtree': { crossLandlord: { none: 'takes no id; lists only the landlords in scope' } },
  'user.vptree': {
    input: (f) => ({ query: { landlordId: f.landlordId } }),
    crossLandlord: (f) => ({ query: { landlordId: f.otherLandlordId } }),
  },
  'user.rmtree': {
    input: (f) => ({ query: { managerId: f.userIds[DEMO.vp]! } }),
    crossLandlord: (f) => ({ query: { managerId: f.otherUserIds.vp } }),
  },
  'user.delegationmoveout': {
    // pm@ already reports to rm@: a valid move for every role allowed, and it changes nothing.
    input: (f) => ({ body: { editType: 'rm', userId: f.userIds[DEMO.pm], managerId: f.userIds[DEMO.rm] } }),
    crossLandlord: (f) => ({
      body: { editType: 'rm', userId: f.otherUserIds.pm, managerId: f.userIds[DEMO.rm] },
    }),
  },
  'user.getuserlist': { crossLandlord: (f) => ({ query: { landlordId: f.otherLandlordId } }) },
  'invite.landlord-invite': {
    input: () => ({ body: { email: 'matrix-landlord@new.test', landlordName: 'Matrix Rentals' } }),
    crossLandlord: { none: 'admin only; names no record' },
  },
  'user.invite-landlords': {
    input: () => ({ query: { type: 'pending' } }),
    crossLandlord: { none: 'admin only; takes no id' },
  },
  'invite.invite-user': {
    input: (f) => ({ body: { email: 'matrix-invite@new.test', role: 'pm', buildingIds: [f.rmBuildingId] } }),
    crossLandlord: (f) => ({
      body: { email: 'matrix-cross@new.test', role: 'pm', buildingIds: [f.otherBuildingId] },
    }),
  },
  'invite.invite-property': {
    input: () => ({ body: { inviteRole: 'pm' } }),
    crossLandlord: (f) => ({ body: { inviteRole: 'pm', landlordId: f.otherLandlordId } }),
  },
  'invite.invite-property-of-user': {
    input: (f) => ({ body: { userId: f.userIds[DEMO.pm] } }),
    crossLandlord: (f) => ({ body: { userId: f.otherUserIds.pm } }),
  },
  'invite.accept': {
    // The landlord invites the role's demo user to one more building; the user accepts with the mailed token.
    prepare: async (role) => ({
      token: tokens[role],
      input: {
        body: { token: ROLE_CAN_ACCEPT.includes(role) ? await inviteTokenFor(DEMO[role], role) : 'x' },
      },
    }),
    crossLandlord: { none: 'the token names its own invite, and it must be addressed to the caller' },
  },
  'invite.resend': {
    input: (f) => ({ body: { id: f.inviteId } }),
    crossLandlord: (f) => ({ body: { id: f.otherInviteId } }),
  },
  // Access requests and notifications: personal rows, and pickers of the caller's own landlord.
  'delegation.request-landlord': {
    crossLandlord: { none: "takes no id; lists the caller's own landlord's users" },
  },
  'delegation.request-vp': {
    crossLandlord: { none: "takes no id; lists the caller's own landlord's users" },
  },
  'delegation.request-building': {
    input: () => ({ query: { q: 'a' } }),
    crossLandlord: { none: "takes no id; lists the caller's own landlord's buildings" },
  },
  'delegation.request-property': {
    prepare: async (role) => ({
      token: tokens[role],
      input: { body: { userId: await landlordUserId(), buildingIds: [await buildingToAsk(role)] } },
    }),
    crossLandlord: (f) => ({ body: { userId: f.userIds[DEMO.ll], buildingIds: [f.otherBuildingId] } }),
  },
  'delegation.request-userproperty': {
    prepare: async (role) => ({ token: tokens[role], input: { body: { userId: await holderFor(role) } } }),
    crossLandlord: (f) => ({ body: { userId: f.otherUserIds.rm } }),
  },
  'property.delegation': {
    prepare: async (role) => ({
      token: tokens[role],
      input: { query: { id: await answeredRequestOf(role) } },
    }),
    crossLandlord: (f) => ({ query: { id: f.otherNotificationId } }),
  },
  'notification.active': { crossLandlord: { none: "takes no id; lists the caller's own notifications" } },
  'notification.to': { crossLandlord: { none: "takes no id; lists the caller's own requests" } },
  'notification.from': { crossLandlord: { none: 'takes no id; lists the requests sent to the caller' } },
  'notification.activity': { crossLandlord: { none: "takes no id; lists the caller's own notifications" } },
  'notification.accept': {
    prepare: async (role) => {
      const { id, type } = await pendingRequestTo(role);
      return { token: tokens[role], input: { query: { id, type } } };
    },
    crossLandlord: (f) => ({ query: { id: f.otherNotificationId, type: 'property' } }),
  },
  'notification.decline': {
    prepare: async (role) => ({
      token: tokens[role],
      input: { body: { id: (await pendingRequestTo(role)).id, reason: 'Not now' } },
    }),
    crossLandlord: (f) => ({ body: { id: f.otherNotificationId } }),
  },
  'notification.delete': {
    prepare: async (role) => ({
      token: tokens[role],
      input: { query: { id: await answeredRequestOf(role) } },
    }),
    crossLandlord: (f) => ({ query: { id: f.otherNotificationId } }),
  },
  'notification.seen': {
    prepare: async (role) => ({
      token: tokens[role],
      input: { body: { ids: [await answeredRequestOf(role)] } },
    }),
    crossLandlord: { none: "marks only the caller's own requests; another's id changes nothing" },
  },
  'notification.update-property': {
    prepare: async (role) => ({
      token: tokens[role],
      input: { body: { id: (await pendingRequestTo(role)).id, expires_at: '2099-12-31' } },
    }),
    crossLandlord: (f) => ({ body: { id: f.otherNotificationId, expires_at: '2099-12-31' } }),
  },
  'email.list': { crossLandlord: { none: 'takes no id; lists the messages to the caller and its people' } },
  'email.delete': {
    prepare: async (role) => ({ token: tokens[role], input: { query: { id: await emailTo(role) } } }),
    crossLandlord: (f) => ({ query: { id: f.otherEmailId } }),
  },
  'email.resend': {
    prepare: async (role) => ({ token: tokens[role], input: { body: { id: await emailTo(role) } } }),
    crossLandlord: (f) => ({ body: { id: f.otherEmailId } }),
  },
  'email.compose': {
    prepare: async (role) => ({
      token: tokens[role],
      input: { body: { to: DEMO[role], subject: 'Matrix note', body: 'Hello' } },
    }),
    crossLandlord: () => ({ body: { to: 'pm2@demo.test', subject: 'Matrix note' } }),
  },
  // Calendar: a user's own events (another user's event answers 404) and the dates of records in scope.
  'calendar.events': {
    input: () => ({ query: weekRange() }),
    crossLandlord: { none: "takes a range, not an id; the caller's own events and the dates of its scope" },
  },
  'calendar.create': {
    input: () => ({ body: { title: 'Matrix walk-through', color: 'violet', ...futureSlot() } }),
    crossLandlord: { none: "adds only to the caller's own calendar" },
  },
  'calendar.update': {
    prepare: async (role) => ({
      token: tokens[role],
      input: { body: { id: await eventOf(role), title: 'Matrix renamed', color: 'red', ...futureSlot(3) } },
    }),
    crossLandlord: (f) => ({ body: { id: f.otherEventId, title: 'Not mine', ...futureSlot(3) } }),
  },
  'calendar.delete': {
    prepare: async (role) => ({ token: tokens[role], input: { query: { id: await eventOf(role) } } }),
    crossLandlord: (f) => ({ query: { id: f.otherEventId } }),
  },
  'dashboard.summary': { crossLandlord: { none: 'takes no id; counts and lists the records in scope' } },
  'activity.list': { crossLandlord: { none: 'admin only; the whole log' } },
  'activity.export': { crossLandlord: { none: 'admin only; the whole log' } },
  'system.health': { crossLandlord: { none: 'public liveness check' } },
  'system.health-live': { crossLandlord: { none: 'public liveness probe; reads nothing' } },
  'system.health-ready': { crossLandlord: { none: 'public readiness probe; reads no record' } },
  'auth.signin': {
    input: () => ({ body: { email: DEMO.admin, password: TEST_PASSWORD } }),
    crossLandlord: { none: 'public; reads only the credentials given' },
  },
  'auth.profile': { crossLandlord: { none: "reads only the caller's own user" } },
  'auth.user-theme': {
    input: () => ({ body: DEFAULT_THEME }),
    crossLandlord: { none: "writes only the caller's own theme" },
  },
  'auth.logout': { spendsToken: true, crossLandlord: { none: "revokes only the caller's own token" } },
  'auth.captcha-status': { crossLandlord: { none: "public; reads only the caller's own failure counts" } },
  'auth.captcha-challenge': { crossLandlord: { none: 'public; a fresh challenge, no record' } },
  'auth.send-auth-code': {
    input: () => ({ body: { mfa_method: 'email' } }),
    // One code per session every 300 s: each role sends on a fresh session.
    spendsToken: true,
    crossLandlord: { none: "sends only to the caller's own e-mail or phone" },
  },
  'auth.verify-code': {
    prepare: async (role) => {
      const token = await server.signIn(DEMO[role]);
      return { token, input: { body: { mfa_method: 'email', code: await sentCode(token, DEMO[role]) } } };
    },
    crossLandlord: { none: "checks only the code of the caller's own session" },
  },
  'auth.totp-setup': {
    input: () => ({ body: { password: TEST_PASSWORD } }),
    crossLandlord: { none: "enrols only the caller's own authenticator" },
  },
  'auth.confirm-email': {
    // A change of address waiting on a user of its own; the link's token is all the call carries.
    prepare: async (role) => {
      const token = randomBytes(32).toString('base64url');
      await server.db.insert(emailChanges).values({
        tokenHash: createHash('sha256').update(token).digest('hex'),
        userId: await throwawayUserId(role, 'confirm-email'),
        newEmail: `matrix-confirmed-${role}@demo.test`,
        expiresAt: new Date(Date.now() + 3_600_000),
        createdAt: new Date(),
      });
      return { token: null, input: { body: { token } } };
    },
    crossLandlord: { none: 'public; the link names its own user' },
  },
  'auth.send-resetemail': {
    input: () => ({ body: { email: DEMO.admin } }),
    crossLandlord: { none: 'public; answers the same for every address' },
  },
  'auth.reset-password': {
    prepare: async () => ({
      token: null,
      input: { body: { token: await resetToken(), password: 'Matrix-reset-1!' } },
    }),
    crossLandlord: { none: 'public; the link names its own user' },
  },
  'auth.update-password': {
    // Changing the password ends the user's other sessions: a user of its own keeps the demo tokens alive.
    prepare: async (role) => ({
      token: await throwawayUser(role, 'pwd'),
      input: { body: { old_pwd: TEST_PASSWORD, new_pwd: 'Matrix-new-pass-1!' } },
    }),
    crossLandlord: { none: "changes only the caller's own password" },
  },
  'auth.edit-profile': {
    prepare: async (role) => {
      const email = `matrix-profile-${role}@demo.test`;
      const token = await throwawayUser(role, 'profile');
      const code = await sentCode(token, email);
      await send(routeById('auth.verify-code'), token, { body: { mfa_method: 'email', code } });
      const body = { name: 'Matrix User', email, job_title: 'Tester', phone: '', mfa_method: 'email' };
      return { token, input: { body } };
    },
    crossLandlord: { none: "saves only the caller's own profile" },
  },
  'auth.profile-image': {
    // The first landlord's picture: every one of its people, and the admin, may see it.
    prepare: async (role) => {
      const [owner] = await server.db.select().from(users).where(eq(users.email, DEMO.ll));
      const [image] = await server.db
        .insert(userImages)
        .values({ userId: owner!.id, contentType: 'image/png', bytes: Buffer.from([0x89, 0x50, 0x4e, 0x47]) })
        .returning();
      return { token: tokens[role], input: { query: { id: image!.id } } };
    },
    crossLandlord: (f) => ({ query: { id: f.otherImageId } }),
  },
  'auth.check-token': {
    prepare: async (role) => ({
      token: null,
      input: { query: { token: await inviteToken(`matrix-check-${role}@new.test`) } },
    }),
    crossLandlord: { none: 'public; the token names its own invite' },
  },
  'auth.emailverify': {
    prepare: async (role) => {
      const email = `matrix-verify-${role}@new.test`;
      return { token: null, input: { body: { email, token: await inviteToken(email) } } };
    },
    crossLandlord: { none: 'public; the token names its own invite' },
  },
  'auth.signup': {
    prepare: async (role) => {
      const email = `matrix-signup-${role}@new.test`;
      const token = await inviteToken(email);
      const body = {
        token,
        username: 'Matrix New',
        email,
        password: 'Matrix-new-pass-1!',
        phonenumber: '(312) 555-0142',
        jobtitle: 'Tester',
      };
      return { token: null, input: { body } };
    },
    crossLandlord: { none: 'public; the invite decides role and landlord' },
  },
  'auth.decline-invite': {
    prepare: async (role) => ({
      token: null,
      input: { body: { token: await inviteToken(`matrix-decline-${role}@new.test`), reason: 'Not for me' } },
    }),
    crossLandlord: { none: 'public; the token names its own invite' },
  },
  'auth.find-invite': {
    input: () => ({ body: { email: 'nobody@new.test' } }),
    crossLandlord: { none: 'public; answers the same for every address and mails a code to the address' },
  },
  'auth.find-invite-code': {
    prepare: async (role) => {
      const email = `matrix-lookup-${role}@new.test`;
      await inviteToken(email);
      await send(routeById('auth.find-invite'), null, { body: { email } });
      const mail = await server.lastDelivered(email);
      const code = /(\d{6})/.exec(mail?.body ?? '')?.[1] ?? '';
      return { token: null, input: { body: { email, code } } };
    },
    crossLandlord: { none: 'public; the e-mailed code proves the address it names' },
  },
};

export const caseOf = (route: RouteDef): MatrixCase => {
  const found = CASES[route.id];
  if (!found) throw new Error(`no authorization case for ${route.id}`);
  return found;
};
