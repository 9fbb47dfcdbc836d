/** The shell's own query keys. */
export const shellKeys = {
  links: ['shell', 'links'] as const,
};
