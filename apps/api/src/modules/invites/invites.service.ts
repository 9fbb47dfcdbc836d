// The invite flows, one file each; this module gathers them so callers import from one place.
export * from './invite-send.js';
export * from './invite-lists.js';
export * from './invite-view.js';
export * from './invite-accept.js';
