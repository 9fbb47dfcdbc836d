import type { GUIDE_TITLES } from './menu.js';

/** Something on a screen, found as a person using a screen reader would: by its role and name. */
export interface GuideTarget {
  role:
    | 'button'
    | 'link'
    | 'heading'
    | 'table'
    | 'dialog'
    | 'navigation'
    | 'banner'
    | 'checkbox'
    | 'textbox'
    | 'menuitem';
  /** The start of its accessible name; the first match counts. */
  name?: string;
}

/**
 * One screen of a walkthrough. The e2e suite (e2e/tests/guides.spec.ts) opens `route` as the demo
 * landlord, presses `open` in order, requires `show` to be there and outlines it in the screenshot
 * `image` (under /guides/): a guide whose screen changed fails the suite instead of going stale.
 */
export interface GuideStep {
  image: string;
  route: string;
  open?: GuideTarget[];
  show: GuideTarget;
  caption: string;
  alt: string;
}

type GuideTitle = (typeof GUIDE_TITLES)[number];

/** §2.10's help guides as walkthroughs of the real screens, shown where no video is configured. */
export const GUIDE_STEPS: Record<GuideTitle, GuideStep[]> = {
  'Invoices & Disputes': [
    {
      image: 'invoices-1.jpg',
      route: '/dashboard/invoice',
      show: { role: 'table', name: 'Invoices' },
      caption:
        'Invoice lists every invoice of your portfolio with its period, issue and due dates, status, lines and total. Sort by a column from its header, or filter by status above the table.',
      alt: 'The Invoices page, its table of invoices outlined.',
    },
    {
      image: 'invoices-2.jpg',
      route: '/dashboard/invoice',
      open: [{ role: 'button', name: 'INV-' }],
      show: { role: 'dialog', name: 'Invoice INV-' },
      caption:
        'Open an invoice by its number to see its lines, one per policy, and to view or download its PDF.',
      alt: 'An invoice open in its dialog, with its lines and the PDF buttons.',
    },
    {
      image: 'invoices-3.jpg',
      route: '/dashboard/invoice',
      open: [{ role: 'button', name: 'INV-' }],
      show: { role: 'checkbox', name: 'Choose line ' },
      caption:
        'To question a charge, tick its lines and choose Dispute, then give a reason and a comment. The dispute stays on the invoice, with every answer, until it is resolved.',
      alt: 'The invoice dialog with the box that chooses a line for a dispute outlined.',
    },
  ],
  'Navigation Menu Overview': [
    {
      image: 'navigation-1.jpg',
      route: '/dashboard',
      show: { role: 'navigation', name: 'Main' },
      caption:
        'The menu on the left holds every page your role may use: your portfolio (buildings, applications, policies, flagged cancellations, claims), invoices, your people, messages and logs. Toggle sidebar folds it away.',
      alt: 'The dashboard with the menu on the left outlined.',
    },
    {
      image: 'navigation-2.jpg',
      route: '/dashboard',
      show: { role: 'banner' },
      caption:
        'The top bar: search the menu, Help (this guide, Report an issue), Settings (theme, dark mode, full screen), your notifications and your account.',
      alt: 'The dashboard with the top bar outlined.',
    },
  ],
  'Dashboard Overview': [
    {
      image: 'dashboard-1.jpg',
      route: '/dashboard',
      show: { role: 'heading', name: 'Needs your attention' },
      caption:
        'The dashboard opens on what needs you: flagged policies, applications waiting on documents, open claims, filing windows closing soon, requests, invites and invoices due. Each line opens its record.',
      alt: 'The dashboard, its Needs your attention section outlined.',
    },
    {
      image: 'dashboard-2.jpg',
      route: '/dashboard',
      show: { role: 'heading', name: 'Key figures' },
      caption:
        'Key figures compare this month with the last: applications received, policies issued, claims filed and policies flagged. Pages below lead to every part of the portal.',
      alt: 'The dashboard, its Key figures section outlined.',
    },
  ],
  'Inviting a Supporting User': [
    {
      image: 'invite-1.jpg',
      route: '/dashboard/invite-user',
      show: { role: 'textbox', name: 'Email' },
      caption:
        'Invite New User: enter the person’s e-mail and role, tick the buildings they will look after, and Send invite. They receive a link to register.',
      alt: 'The Invite New User page, its e-mail field outlined.',
    },
    {
      image: 'invite-2.jpg',
      route: '/dashboard/invite-user',
      show: { role: 'table', name: 'Property invites' },
      caption:
        'Your invites and where each stands: sent, accepted, declined or expired. Resend one from its row if it was missed.',
      alt: 'The invites you sent, in their table, outlined.',
    },
  ],
  'Move User': [
    {
      image: 'move-1.jpg',
      route: '/dashboard/user/property',
      show: { role: 'button', name: 'Move ' },
      caption:
        'Full Portfolio, Multi-Site and Property list your people by role. Move, on a person’s row, changes the buildings they look after; Delete ends their access.',
      alt: 'The Property page, the Move button of the first person outlined.',
    },
    {
      image: 'move-2.jpg',
      route: '/dashboard/user/property',
      open: [{ role: 'button', name: 'Move ' }],
      show: { role: 'dialog' },
      caption: 'Choose where they go and confirm with Move: their access changes at once.',
      alt: 'The Move dialog for one property manager.',
    },
    {
      image: 'move-3.jpg',
      route: '/dashboard/user/treeview',
      show: { role: 'button', name: 'Expand ' },
      caption:
        'Tree View shows who works for whom, from you to each property manager: expand a person to see their team.',
      alt: 'The Tree View page, the first person’s Expand button outlined.',
    },
  ],
  'File a Claim': [
    {
      image: 'claim-1.jpg',
      route: '/dashboard/property/claims',
      show: { role: 'button', name: 'File a Claim' },
      caption:
        'Claims lists the claims on your policies with their status. File a Claim starts the claim wizard; a policy’s row on Policies starts it too.',
      alt: 'The Claims page, its File a Claim button outlined.',
    },
    {
      image: 'claim-2.jpg',
      route: '/dashboard/property/claims',
      open: [{ role: 'button', name: 'File a Claim' }],
      show: { role: 'dialog' },
      caption:
        'The wizard asks eight short steps: the policy, the claim type, the dates, the amounts, the documents, the contacts and a comment, then a review before you submit. Your draft is kept if you stop halfway.',
      alt: 'The claim wizard at its first step.',
    },
  ],
  'Report a Bug or Issue': [
    {
      image: 'report-1.jpg',
      route: '/dashboard',
      open: [{ role: 'button', name: 'Help' }],
      show: { role: 'menuitem', name: 'Report an issue' },
      caption:
        "Report an issue, in the top bar's Help menu, opens a short form that reaches our team (or the provider's own feedback page). Say what you did, what you expected and what happened.",
      alt: 'The Help menu open, its Report an issue item outlined.',
    },
  ],
};
