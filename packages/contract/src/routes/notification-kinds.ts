// What a notification is and where it leads, free of zod: the shell's bell shows them on every page
// (issue #27). notification-schemas.ts re-exports them beside the schemas.

/** §4: the statuses a request (the spec's notification) moves through. */
export const REQUEST_STATUSES = ['pending', 'accepted', 'auto_accepted', 'declined'] as const;
export type RequestStatus = (typeof REQUEST_STATUSES)[number];

/**
 * What a notification is about: access to buildings, to another user's portfolio, or an event the
 * addressee should hear of (an invite it sent was accepted, an issue reported to the admins).
 */
export const REQUEST_TYPES = ['property', 'userproperty', 'invite', 'feedback'] as const;
export type RequestType = (typeof REQUEST_TYPES)[number];

/** §2.10: an accepted notification leads to the To page, any other to the From page. */
export const notificationPage = (status: RequestStatus): 'to' | 'from' =>
  status === 'accepted' || status === 'auto_accepted' ? 'to' : 'from';
