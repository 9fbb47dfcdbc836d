import { ApiError } from '../../api/client';
import { errorMessage } from '../../ui/toast';

/** A failed call as a person reads it: the first field's own rule message, else the server's message. */
export const apiErrorText = (error: unknown): string =>
  error instanceof ApiError && error.issues[0] ? error.issues[0].message : errorMessage(error);
