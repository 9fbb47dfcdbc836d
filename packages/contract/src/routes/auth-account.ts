import { z } from 'zod';
import { nameField, textField } from '../list.js';
import { HAS_DIGIT, HAS_SPECIAL, URL_TOKEN_PATTERN } from '../patterns.js';
import { defineRoute } from '../route.js';
import { emailField, MESSAGES, newPasswordField, PASSWORD_MIN, phoneField } from '../rules.js';
import { mfaMethodSchema, userSchema } from '../user.js';

export const sendResetEmail = defineRoute({
  id: 'auth.send-resetemail',
  method: 'POST',
  writes: true,
  path: '/auth/send-resetemail',
  summary: 'E-mails a reset link; answers the same whether or not the address has an account',
  tag: 'Auth',
  auth: 'public',
  body: z.strictObject({ email: emailField() }),
  response: z.null(),
});

const resetToken = z
  .string()
  .min(20, MESSAGES.resetLinkInvalid)
  .max(200, { message: MESSAGES.resetLinkInvalid, abort: true })
  .regex(URL_TOKEN_PATTERN, MESSAGES.resetLinkInvalid);

export const resetPassword = defineRoute({
  id: 'auth.reset-password',
  method: 'POST',
  writes: true,
  path: '/auth/reset-password',
  summary: 'Sets a new password from a reset link and ends every session of that user',
  tag: 'Auth',
  auth: 'public',
  body: z.strictObject({ token: resetToken, password: newPasswordField }),
  response: z.null(),
});

/**
 * The reset form of §2.5 with a token (§5: New Password and Confirm Your Password are required and must
 * match); the form sends the password, with the link's token, to resetPassword.
 */
export const resetPasswordFormSchema = z
  .strictObject({
    password: z.string().min(1, MESSAGES.required).pipe(newPasswordField),
    passwordConfirm: z.string().min(1, MESSAGES.required),
  })
  .refine((form) => form.passwordConfirm === '' || form.passwordConfirm === form.password, {
    message: MESSAGES.passwordMismatch,
    path: ['passwordConfirm'],
  });

export const updatePassword = defineRoute({
  id: 'auth.update-password',
  method: 'POST',
  writes: true,
  path: '/auth/update-password',
  summary: 'Changes the password (the forced update of §2.9) and ends the other sessions',
  tag: 'Auth',
  auth: 'user',
  external: true,
  apiKey: false,
  duringPasswordUpdate: true,
  body: z
    .strictObject({
      old_pwd: z.string().max(128, 'Password is too long').min(1, MESSAGES.required),
      new_pwd: newPasswordField,
    })
    .refine((b) => b.old_pwd !== b.new_pwd, { message: MESSAGES.reusedPassword, path: ['new_pwd'] }),
  response: userSchema,
});

/**
 * The password update page of §2.9 and its three rules of §5 (old required, new not the old one, the
 * confirmation matching); the form sends old_pwd and new_pwd to updatePassword, which adds the register
 * rules of the new password.
 */
export const updatePasswordFormSchema = z
  .strictObject({
    old_pwd: updatePassword.body.shape.old_pwd,
    new_pwd: z.string().min(1, MESSAGES.required),
    confirm: z.string(),
  })
  .superRefine((form, ctx) => {
    if (form.new_pwd !== '' && form.new_pwd === form.old_pwd) {
      ctx.addIssue({ code: 'custom', path: ['new_pwd'], message: MESSAGES.reusedPassword });
    }
    if (form.confirm === '' || form.confirm !== form.new_pwd) {
      ctx.addIssue({ code: 'custom', path: ['confirm'], message: MESSAGES.updateMismatch });
    }
  });

/** Multipart sends every field as text: a flag arrives as 'true' or 'false'. */
const flag = z
  .union([z.boolean(), z.enum(['true', 'false'], 'Must be true or false')])
  .transform((v) => v === true || v === 'true')
  .default(false);

/** A browser File or Blob, described by shape: the contract compiles without the DOM types. */
interface FileLike {
  readonly size: number;
  readonly type: string;
  arrayBuffer(): Promise<ArrayBuffer>;
}

/** The picture as the server receives it from multipart (bytes), or as the browser holds it (a File). */
const imageFile = z
  .custom<Uint8Array | FileLike>(
    (v) =>
      v instanceof Uint8Array ||
      (typeof v === 'object' && v !== null && 'arrayBuffer' in v && 'size' in v && 'type' in v),
    'The image must be a file',
  )
  .meta({ type: 'string', format: 'binary' });

/** The profile's new-password rule (§5); the field's own max bounds its length. */
const profilePasswordOk = (p: string | undefined) =>
  !!p && p.length >= PASSWORD_MIN && HAS_DIGIT.test(p) && HAS_SPECIAL.test(p);

/** The profile form of §2.8 and its rules (§5), shared by the editor and the server. */
export const profileFormSchema = z
  .strictObject({
    image: imageFile.optional(),
    name: nameField(100, 'Name').pipe(z.string().min(1, MESSAGES.required)),
    phone: z.union([phoneField, z.literal('')]).nullish(),
    email: emailField(),
    job_title: textField(100, 'Job title').pipe(z.string().min(1, MESSAGES.required)),
    old_pwd: z.string().max(128, { message: 'Password is too long', abort: true }).optional(),
    new_pwd: z.string().max(128, { message: 'Password is too long', abort: true }).optional(),
    edit_img: flag,
    edit_pwd: flag,
    mfa_method: mfaMethodSchema,
  })
  .superRefine((b, ctx) => {
    if ((b.mfa_method === 'sms' || b.mfa_method === 'voice') && !b.phone) {
      ctx.addIssue({ code: 'custom', path: ['phone'], message: MESSAGES.phoneForMethod });
    }
    if (b.edit_pwd) {
      if (!b.old_pwd) ctx.addIssue({ code: 'custom', path: ['old_pwd'], message: MESSAGES.required });
      if (!profilePasswordOk(b.new_pwd)) {
        ctx.addIssue({ code: 'custom', path: ['new_pwd'], message: MESSAGES.profilePassword });
      }
    }
    if (b.edit_img && !b.image) {
      ctx.addIssue({ code: 'custom', path: ['image'], message: 'Choose an image to upload' });
    }
  });

export const editProfile = defineRoute({
  id: 'auth.edit-profile',
  method: 'POST',
  writes: true,
  path: '/auth/edit-profile',
  summary:
    'Saves the profile (multipart form of §3.2) after a code from the current factor; a new e-mail waits for its link',
  tag: 'Auth',
  auth: 'user',
  external: true,
  apiKey: false,
  multipart: true,
  body: profileFormSchema,
  response: userSchema,
});

export const confirmEmail = defineRoute({
  id: 'auth.confirm-email',
  method: 'POST',
  writes: true,
  path: '/auth/confirm-email',
  summary: "Follows the link sent to a new e-mail address: only then does it become the account's",
  tag: 'Auth',
  auth: 'public',
  body: z.strictObject({
    token: z
      .string()
      .min(20, 'This confirmation link is invalid or has expired.')
      .max(200, { message: 'This confirmation link is invalid or has expired.', abort: true })
      .regex(URL_TOKEN_PATTERN, 'This confirmation link is invalid or has expired.'),
  }),
  response: z.null(),
});

export const profileImage = defineRoute({
  id: 'auth.profile-image',
  method: 'GET',
  writes: false,
  path: '/auth/profile-image',
  summary: "A user's picture as a data URL, for signed-in users only",
  tag: 'Auth',
  auth: 'user',
  external: true,
  apiKey: false,
  query: z.strictObject({ id: z.uuid('Image id must be a valid id') }),
  response: z.object({ image: z.string() }),
});

export const accountRoutes = [
  sendResetEmail,
  resetPassword,
  updatePassword,
  editProfile,
  confirmEmail,
  profileImage,
] as const;
