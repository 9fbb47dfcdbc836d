import { API_PREFIX, routes, userSchema } from '@lease/contract';
import type { z } from 'zod';
import { ApiError, type ApiIssue } from '../../api/client';
import { expireSession, readToken } from '../../api/session';
import { toStoredUser, type StoredUser } from '../../api/storedUser';

/** The profile form as the contract's schema checked it (§3.2's multipart fields). */
export type ProfileForm = z.output<typeof routes.auth.editProfile.body>;

/**
 * The profile save is the one multipart call (§3.2: the picture travels with the fields), so it is
 * sent as FormData rather than through the JSON client; the answer and errors read the same.
 */
export async function saveProfile(form: ProfileForm): Promise<{ message?: string; user: StoredUser }> {
  const data = new FormData();
  for (const key of ['name', 'email', 'job_title', 'mfa_method'] as const) data.append(key, form[key]);
  data.append('phone', form.phone ?? '');
  const image = form.edit_img && form.image instanceof Blob ? form.image : null;
  data.append('edit_img', String(!!image));
  data.append('edit_pwd', String(form.edit_pwd));
  if (form.edit_pwd) {
    data.append('old_pwd', form.old_pwd ?? '');
    data.append('new_pwd', form.new_pwd ?? '');
  }
  if (image) data.append('image', image);

  let response: Response;
  try {
    response = await fetch(API_PREFIX + routes.auth.editProfile.path, {
      method: 'POST',
      headers: { Accept: 'application/json', Authorization: readToken() ?? '' },
      body: data,
    });
  } catch {
    throw new ApiError(0, 'The server could not be reached. Check your connection and try again.');
  }
  // As in the JSON client: a token the server no longer honours ends the session.
  if (response.status === 401) {
    expireSession();
    return new Promise<never>(() => {});
  }
  const answer = (await response.json().catch(() => ({}))) as {
    message?: string;
    data?: unknown;
    issues?: ApiIssue[];
  };
  if (!response.ok) {
    throw new ApiError(
      response.status,
      answer.message ?? `Request failed (${response.status})`,
      answer.issues ?? [],
    );
  }
  return { message: answer.message, user: toStoredUser(userSchema.parse(answer.data)) };
}
