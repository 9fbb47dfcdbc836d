// The e-mail page's fixed texts and timings, apart from its routes' schemas so the page's first load
// brings no zod (issue #33).

/** §8: the fixed text of a deleted e-mail record. */
export const EMAIL_DELETE_SUCCESS = 'Delete Success';
/** §9: how long the compose dialog's notice shows. */
export const COMPOSE_NOTICE_MS = 4000;
