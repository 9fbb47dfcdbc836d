export * from './activity.js';
export * from './applications.js';
export * from './buildings.js';
export * from './emails.js';
export * from './landlords.js';
export * from './sessions.js';
export * from './settings.js';
export * from './users.js';
