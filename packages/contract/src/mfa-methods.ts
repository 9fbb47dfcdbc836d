/** How the second factor is sent; free of zod, for the stored user's check on every page (issue #27). */
export const MFA_METHODS = ['sms', 'email', 'voice', 'totp'] as const;
