import { ANSWERS } from '@lease/contract';

/** An error meant for the caller: its message and status reach the client as they are. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly issues?: { path: string; message: string }[],
    /** Flags the client acts on, sent beside the message (e.g. `captchaRequired` on sign-in). */
    readonly flags: { captchaRequired?: boolean; claimData?: { Name: string; CreatedDate: string }[] } = {},
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export const badRequest = (message: string, issues?: { path: string; message: string }[]) =>
  new HttpError(400, message, issues);
export const unauthorized = (message: string = ANSWERS.signInToContinue) => new HttpError(401, message);
export const forbidden = (message: string = ANSWERS.noAccess) => new HttpError(403, message);
/** A record outside the caller's scope answers the same as one that does not exist. */
export const notFound = (what: string) => new HttpError(404, `${what} not found.`);
export const conflict = (message: string) => new HttpError(409, message);
export const tooManyRequests = (message: string) => new HttpError(429, message);
