import { routes, userSchema } from '@lease/contract';
import type { z } from 'zod';
import { apiForm } from '../../api/client';
import { toStoredUser, type StoredUser } from '../../api/storedUser';

/** The profile form as the contract's schema checked it (§3.2's multipart fields). */
export type ProfileForm = z.output<typeof routes.auth.editProfile.body>;

/**
 * The profile save is a multipart call (§3.2: the picture travels with the fields), so it is sent as
 * FormData rather than through the JSON client; the answer and errors read the same.
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

  const answer = await apiForm(routes.auth.editProfile, data);
  return { message: answer.message, user: toStoredUser(userSchema.parse(answer.data)) };
}
