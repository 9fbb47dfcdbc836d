import { hash, verify } from '@node-rs/argon2';

/** argon2id at OWASP's second recommended setting: 19 MiB, 2 passes, 1 lane. */
export const ARGON2_OPTIONS = {
  // Algorithm.Argon2id; the package's const enum cannot be imported under isolated modules.
  algorithm: 2,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
} as const;

export const hashPassword = (password: string): Promise<string> => hash(password, ARGON2_OPTIONS);

export const verifyPassword = (stored: string, password: string): Promise<boolean> =>
  verify(stored, password).catch(() => false);

/** A hash to verify against when the e-mail is unknown, so both answers take the same time. */
let decoy: Promise<string> | null = null;
export const decoyHash = (): Promise<string> => (decoy ??= hashPassword('decoy-password-1!'));
