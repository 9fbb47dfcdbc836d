import { isMenuKeyVisible, type AttentionKey, type AttentionSection } from '@lease/contract';
import { accessFor } from '../../platform/auth/access.js';
import type { Actor } from '../../platform/auth/actor.js';
import type { AppContext } from '../../platform/context.js';
import { keyFigures } from './dashboard.figures.js';
import { invoicesDue, pendingInvites, pendingRequests } from './dashboard.people.js';
import { closingWindows, flaggedPolicies, missingDocuments, openClaims } from './dashboard.records.js';
import { isoDay, type SectionRows } from './dashboard.section.js';

const LABELS: Record<AttentionKey, string> = {
  flagged: 'Flagged policies',
  'missing-docs': 'Applications waiting on documents',
  'open-claims': 'Open claims',
  'filing-windows': 'Claim filing windows closing soon',
  requests: 'Requests waiting for you',
  invites: 'Invites not yet accepted',
  invoices: 'Invoices due',
};

/** Where the invites of a role are followed; none for a role whose menu shows neither page (pm). */
function invitesPage(actor: Actor): string | null {
  if (isMenuKeyVisible(actor.role, 'delegation')) return '/dashboard/invite';
  if (isMenuKeyVisible(actor.role, 'landlord-invite')) return '/dashboard/landlord-invite';
  return null;
}

/** The home of file 1 §2.2 made useful: what needs attention in the caller's scope, and key figures. */
export async function summaryFor(ctx: AppContext, actor: Actor) {
  const q = ctx.database.db;
  const access = accessFor(ctx, actor);
  const today = isoDay(access.now);
  const sections: [AttentionKey, string, () => Promise<SectionRows>][] = [
    ['flagged', '/dashboard/property/cancel-policies', () => flaggedPolicies(q, access)],
    ['missing-docs', '/dashboard/property/applications', () => missingDocuments(q, access)],
    ['open-claims', '/dashboard/property/claims', () => openClaims(q, access)],
    ['filing-windows', '/dashboard/property/policies', () => closingWindows(q, access, today)],
    ['requests', '/dashboard/notification/from', () => pendingRequests(q, actor.userId)],
  ];
  const invitesLink = invitesPage(actor);
  if (invitesLink) sections.push(['invites', invitesLink, () => pendingInvites(q, access, invitesLink)]);
  sections.push(['invoices', '/dashboard/invoice', () => invoicesDue(q, access, today)]);

  // One after another: PGlite is one connection, and each read is small and indexed.
  const attention: AttentionSection[] = [];
  for (const [key, link, read] of sections)
    attention.push({ key, label: LABELS[key], link, ...(await read()) });
  return { attention, figures: await keyFigures(q, access) };
}
