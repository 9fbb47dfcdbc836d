import { API_PREFIX, routes, userSchema, type User } from '@lease/contract';
import { ApiError, type ApiIssue } from '../../api/client';
import { expireSession, readToken } from '../../api/session';

export interface ProfileForm {
  name: string;
  phone: string;
  email: string;
  job_title: string;
  mfa_method: User['mfaMethod'];
  edit_img: boolean;
  edit_pwd: boolean;
  old_pwd: string;
  new_pwd: string;
  image: File | null;
}

/**
 * The profile save is the one multipart call (§3.2: the picture travels with the fields), so it is
 * sent as FormData rather than through the JSON client; the answer and errors read the same.
 */
export async function saveProfile(form: ProfileForm): Promise<{ message?: string; user: User }> {
  const data = new FormData();
  for (const key of ['name', 'phone', 'email', 'job_title', 'mfa_method'] as const)
    data.append(key, form[key]);
  data.append('edit_img', String(form.edit_img && !!form.image));
  data.append('edit_pwd', String(form.edit_pwd));
  if (form.edit_pwd) {
    data.append('old_pwd', form.old_pwd);
    data.append('new_pwd', form.new_pwd);
  }
  if (form.edit_img && form.image) data.append('image', form.image);

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
  return { message: answer.message, user: userSchema.parse(answer.data) };
}
