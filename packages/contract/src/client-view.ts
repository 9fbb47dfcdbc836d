import type { MenuLink } from './menu.js';

/**
 * The external role's view of one landlord's portfolio (issue #26 item 4, decision 0032): its own menu
 * of five read-only sections at /client/{clientId}/{section}, where clientId is the landlord's id.
 */
export const CLIENT_SECTIONS = ['overview', 'policies', 'claims', 'invoices', 'documents'] as const;
export type ClientSection = (typeof CLIENT_SECTIONS)[number];

export const CLIENT_SECTION_LABELS: Record<ClientSection, string> = {
  overview: 'Overview',
  policies: 'Policies',
  claims: 'Claims',
  invoices: 'Invoices',
  documents: 'Documents',
};

/** The page of a section: the path §2.11's back/next pair goes to. */
export const clientPath = (clientId: string, section: ClientSection): string =>
  `/client/${encodeURIComponent(clientId)}/${section}`;

/** §2.11: the external role's own menu list, in CLIENT_SECTIONS order. */
export const externalMenu = (clientId: string): MenuLink[] =>
  CLIENT_SECTIONS.map((section) => ({
    key: `client-${section}`,
    label: CLIENT_SECTION_LABELS[section],
    to: clientPath(clientId, section),
  }));

/** §2.11's back/next pair: the sections before and after this one (null at either end). */
export function clientNeighbours(section: ClientSection): {
  back: ClientSection | null;
  next: ClientSection | null;
} {
  const at = CLIENT_SECTIONS.indexOf(section);
  return { back: CLIENT_SECTIONS[at - 1] ?? null, next: CLIENT_SECTIONS[at + 1] ?? null };
}

export const isClientSection = (value: string): value is ClientSection =>
  (CLIENT_SECTIONS as readonly string[]).includes(value);

/** What an external's grant is, as the landlord's list shows it. */
export const EXTERNAL_STATUSES = ['invited', 'active', 'expired', 'revoked'] as const;
export type ExternalStatus = (typeof EXTERNAL_STATUSES)[number];

/** The texts of the external role's pages, its refusals and the landlord's management page. */
export const EXTERNAL_TEXTS = {
  roleLabel: 'External',
  viewTitle: (landlordName: string) => `${landlordName} — read-only view`,
  readOnlyNotice: 'Read-only access: you can look, but not change anything.',
  accessUntil: (date: string) => `Your access ends on ${date}.`,
  accessOpenEnded: 'Your access does not expire.',
  personalDataHidden: 'Hidden',
  personalDataHiddenNotice:
    "Tenant names and contact details are hidden: the landlord's grant does not include personal data.",
  back: 'Back',
  next: 'Next',
  /** Refusals (403) of an external whose grant has ended, on every call and at sign-in. */
  accessExpired: 'Your access to this portfolio has expired. Ask the landlord who invited you to renew it.',
  accessRevoked: 'Your access to this portfolio has been revoked by the landlord.',
  accessEnded: 'Your access to this portfolio has ended. Ask the landlord who invited you to renew it.',
  /** A download that needs personal data the grant does not include. */
  downloadNeedsPersonalData:
    "This document holds tenants' personal data, which the landlord's grant does not include.",
  notForExternal: 'This is not available with external (read-only) access.',
  // The landlord's management page
  pageTitle: 'External access',
  pageIntro:
    'Invite a broker, accountant or auditor to a read-only view of your portfolio. Every page they read is kept in the Active Log.',
  inviteButton: 'Invite external',
  inviteTitle: 'Invite an outside party',
  expiresLabel: 'Access ends on',
  expiresHelp: 'Leave empty for access that does not expire.',
  personalDataLabel: 'Show tenant names and contact details',
  invited: (email: string) => `Invitation sent to ${email}.`,
  updated: 'External access updated.',
  revoked: (name: string) => `${name}'s access has been revoked.`,
  revokeConfirm: (name: string) =>
    `Revoke ${name}'s access? They are signed out at once and can no longer read your portfolio.`,
  noExternals: 'No outside party has access yet.',
  lastRead: 'Last read',
  never: 'Never',
  statusLabels: {
    invited: 'Invited',
    active: 'Active',
    expired: 'Expired',
    revoked: 'Revoked',
  } satisfies Record<ExternalStatus, string>,
  expiresInPast: 'The end of access must be in the future',
  alreadyRevoked: 'This access has already been revoked.',
  chooseLandlord: 'Choose the landlord whose outside parties these are.',
} as const;
