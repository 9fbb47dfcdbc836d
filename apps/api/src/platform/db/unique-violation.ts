/**
 * Whether a failed statement broke a unique index (SQLSTATE 23505): the database settling a race, which
 * the caller answers as a conflict. Drizzle wraps the driver's error in `cause` on some paths.
 */
export const isUniqueViolation = (error: unknown): boolean =>
  (error as { code?: string }).code === '23505' ||
  (error as { cause?: { code?: string } }).cause?.code === '23505';
