import { and, desc, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@lease/contract';
import { UPDATE_DEMO_EMAIL } from '../../demo/demo.js';
import { emailChanges, emails, users } from '../../db/schema/index.js';
import { DEMO, startTestServer, TEST_PASSWORD, type TestServer } from '../../../test/server.js';
import { expectWireUser } from '../../../test/wire-user.js';

type Json = { message: string; data: Record<string, unknown>; issues?: { path: string; message: string }[] };

let server: TestServer;
const clock = { at: Date.now(), now: () => new Date(clock.at) };
beforeAll(async () => {
  server = await startTestServer({ PUBLIC_URL: 'https://portal.example.test' }, { clock });
});
afterAll(() => server?.close());

const lastMessage = (to: string) => server.lastDelivered(to);

const signInAs = async (email: string, password = TEST_PASSWORD) =>
  server.call<{ data: { accessToken: string } }>('POST', '/api/auth/signin', { body: { email, password } });

describe('password reset', () => {
  const resetLink = async (email: string) => {
    const res = await server.call<Json>('POST', '/api/auth/send-resetemail', { body: { email } });
    expect(res.status).toBe(200);
    const message = await lastMessage(email);
    const token = /\/reset-password\/([A-Za-z0-9_-]+)/.exec(message?.body ?? '')?.[1];
    expect(message?.body).toContain('https://portal.example.test/reset-password/');
    if (!token) throw new Error('no reset link');
    return token;
  };

  it('answers a known and an unknown address the same, and e-mails only the known one', async () => {
    const known = await server.call<Json>('POST', '/api/auth/send-resetemail', { body: { email: DEMO.vp } });
    const unknown = await server.call<Json>('POST', '/api/auth/send-resetemail', {
      body: { email: 'nobody@demo.test' },
    });
    expect(known.status).toBe(200);
    expect(unknown.status).toBe(200);
    expect(known.json).toEqual({ message: MESSAGES.resetSent, data: null });
    expect(unknown.json).toEqual(known.json);
    expect(await lastMessage('nobody@demo.test')).toBeNull();
    expect(await lastMessage(DEMO.vp)).not.toBeNull();
  });

  it('e-mails an account at most once per 5 minutes, answering every request the same', async () => {
    const resets = async () =>
      (
        await server.db
          .select()
          .from(emails)
          .where(and(eq(emails.toAddress, DEMO.otherLandlord), eq(emails.subject, 'Reset your password')))
      ).length;
    const ask = () =>
      server.call<Json>('POST', '/api/auth/send-resetemail', { body: { email: DEMO.otherLandlord } });
    const answers = await Promise.all([ask(), ask(), ask()]);
    answers.push(await ask());
    expect(answers.map((a) => [a.status, a.json])).toEqual(
      Array(4).fill([200, { message: MESSAGES.resetSent, data: null }]),
    );
    expect(await resets()).toBe(1);
    clock.at += 301_000;
    expect((await ask()).status).toBe(200);
    expect(await resets()).toBe(2);
  });

  it('sets the new password once, ends every session, and refuses the link again', async () => {
    const before = await server.signIn(DEMO.pm);
    const token = await resetLink(DEMO.pm);
    const newPassword = 'Brand-new-pass-1!';
    const res = await server.call('POST', '/api/auth/reset-password', {
      body: { token, password: newPassword },
    });
    expect(res.status).toBe(200);
    expect((await server.call('GET', '/api/auth/profile', { token: before })).status).toBe(401);
    expect((await signInAs(DEMO.pm)).status).toBe(401);
    expect((await signInAs(DEMO.pm, newPassword)).status).toBe(200);

    const reuse = await server.call<Json>('POST', '/api/auth/reset-password', {
      body: { token, password: 'Another-pass-2!' },
    });
    expect(reuse.status).toBe(400);
    expect(reuse.json.message).toBe(MESSAGES.resetLinkInvalid);
    expect((await lastMessage(DEMO.pm))?.subject).toBe('Your account details changed');
  });

  it('refuses a link after 30 minutes, and a weak password', async () => {
    const token = await resetLink(DEMO.rm);
    const weak = await server.call<Json>('POST', '/api/auth/reset-password', {
      body: { token, password: 'short' },
    });
    expect(weak.status).toBe(400);
    expect(weak.json.issues?.[0]?.message).toBe(MESSAGES.passwordLength);
    clock.at += 30 * 60_000 + 1000;
    const late = await server.call<Json>('POST', '/api/auth/reset-password', {
      body: { token, password: 'Fine-password-1!' },
    });
    expect(late.status).toBe(400);
    expect(late.json.message).toBe(MESSAGES.resetLinkInvalid);
  });
});

describe('POST /api/auth/update-password', () => {
  it('updates the forced password, clears the flag and ends the other sessions', async () => {
    const first = await signInAs(UPDATE_DEMO_EMAIL);
    expect((first.json.data as unknown as { require_password_update: boolean }).require_password_update).toBe(
      true,
    );
    const other = await server.signIn(UPDATE_DEMO_EMAIL);
    const token = first.json.data.accessToken;

    // Until the update, the session reaches only what the update page needs (§2.9).
    const reads = ['/api/property/buildings', '/api/email', '/api/invoice/list', '/api/dashboard/summary'];
    for (const path of reads) {
      const refused = await server.call<Json>('GET', path, { token });
      expect(refused.status, path).toBe(403);
      expect(refused.json.message).toBe(MESSAGES.passwordUpdateRequired);
    }
    expect((await server.call('GET', '/api/auth/profile', { token })).status).toBe(200);

    const same = await server.call<Json>('POST', '/api/auth/update-password', {
      token,
      body: { old_pwd: TEST_PASSWORD, new_pwd: TEST_PASSWORD },
    });
    expect(same.status).toBe(400);
    expect(same.json.issues).toContainEqual({ path: 'body.new_pwd', message: MESSAGES.reusedPassword });

    const noOld = await server.call<Json>('POST', '/api/auth/update-password', {
      token,
      body: { old_pwd: '', new_pwd: 'Good-pass-123!' },
    });
    expect(noOld.json.issues).toContainEqual({ path: 'body.old_pwd', message: MESSAGES.required });

    const wrongOld = await server.call<Json>('POST', '/api/auth/update-password', {
      token,
      body: { old_pwd: 'not-it-1!', new_pwd: 'Good-pass-123!' },
    });
    expect(wrongOld.status).toBe(400);
    expect(wrongOld.json.message).toBe(MESSAGES.wrongOldPassword);

    const ok = await server.call<Json>('POST', '/api/auth/update-password', {
      token,
      body: { old_pwd: TEST_PASSWORD, new_pwd: 'Good-pass-123!' },
    });
    expect(ok.status).toBe(200);
    expect(ok.json.data.require_password_update).toBe(false);
    expectWireUser(ok.json.data);
    expect((await server.call('GET', '/api/auth/profile', { token })).status).toBe(200);
    for (const path of reads) expect((await server.call('GET', path, { token })).status, path).toBe(200);
    expect((await server.call('GET', '/api/auth/profile', { token: other })).status).toBe(401);
    expect((await lastMessage(UPDATE_DEMO_EMAIL))?.body).toContain('password');
  });
});

const PNG = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#3366cc' } })
  .png()
  .toBuffer();

/** The bytes of the picture a profile-image answer carries. */
const pictureBytes = (dataUrl: string) =>
  Buffer.from(dataUrl.replace(/^data:image\/\w+;base64,/, ''), 'base64');
const servedPicture = (dataUrl: string) => sharp(pictureBytes(dataUrl)).metadata();

describe('POST /api/auth/edit-profile', () => {
  const confirm = async (token: string, email: string) => {
    clock.at += 301_000;
    expect(
      (await server.call('POST', '/api/auth/send-auth-code', { token, body: { mfa_method: 'email' } }))
        .status,
    ).toBe(200);
    const code = /\b(\d{6})\b/.exec((await lastMessage(email))?.body ?? '')?.[1];
    const res = await server.call('POST', '/api/auth/verify-code', {
      token,
      body: { mfa_method: 'email', code },
    });
    expect(res.status).toBe(200);
  };

  const form = (fields: Record<string, string>, image?: { bytes: Buffer; type: string }) => {
    const data = new FormData();
    for (const [k, v] of Object.entries(fields)) data.append(k, v);
    if (image) data.append('image', new Blob([image.bytes], { type: image.type }), 'me.png');
    return data;
  };

  const post = async (token: string, body: FormData) => {
    const res = await fetch(`${server.url}/api/auth/edit-profile`, {
      method: 'POST',
      headers: { authorization: token },
      body,
    });
    return { status: res.status, json: (await res.json()) as Json };
  };

  const fields = (email: string) => ({
    name: 'Vera Vice',
    email,
    phone: '(415) 555-0199',
    job_title: 'VP Operations',
    mfa_method: 'email',
    edit_img: 'true',
    edit_pwd: 'false',
  });

  it('refuses a save without a verified code first', async () => {
    const token = await server.signIn(DEMO.vp);
    const res = await post(token, form({ ...fields(DEMO.vp), edit_img: 'false' }));
    expect(res.status).toBe(403);
    expect(res.json.message).toBe(MESSAGES.confirmBeforeSave);
  });

  it('saves fields and a picture after a code, once per code, and tells the current address', async () => {
    const token = await server.signIn(DEMO.vp);
    await confirm(token, DEMO.vp);
    const res = await post(token, form(fields(DEMO.vp), { bytes: PNG, type: 'image/png' }));
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    expectWireUser(res.json.data);
    expect(res.json.data).toMatchObject({
      username: 'Vera Vice',
      job_title: 'VP Operations',
      email: DEMO.vp,
      phone: '(415) 555-0199',
      mfa_method: 'email',
    });
    const image = String(res.json.data.image);
    expect(image).toMatch(/^\/api\/auth\/profile-image\?id=/);
    const told = await lastMessage(DEMO.vp);
    expect(told?.subject).toBe('Your account details changed');
    expect(told?.body).toContain('The phone number of your account changed.');

    const id = image.split('id=')[1] ?? '';
    const served = await server.call<{ data: { image: string } }>('GET', '/api/auth/profile-image', {
      token,
      query: { id },
    });
    expect(served.json.data.image).toMatch(/^data:image\/png;base64,/);
    expect(await servedPicture(served.json.data.image)).toMatchObject({ format: 'png', width: 8, height: 8 });
    expect((await server.call('GET', '/api/auth/profile-image', { query: { id } })).status).toBe(401);

    const twice = await post(token, form({ ...fields(DEMO.vp), edit_img: 'false' }));
    expect(twice.status).toBe(403);
  });

  it('changes the e-mail only once the link sent to the new address is followed', async () => {
    const token = await server.signIn(DEMO.vp);
    await confirm(token, DEMO.vp);
    const res = await post(token, form({ ...fields('vera@demo.test'), edit_img: 'false' }));
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    expect(res.json.message).toBe(
      'Profile saved. Open the link we sent to vera@demo.test to confirm your new e-mail address.',
    );
    // Until then the old, verified address stays: sign-in, resets and codes still go there.
    expect(res.json.data).toMatchObject({ email: DEMO.vp, is_verified: true });
    expect((await signInAs('vera@demo.test')).status).toBe(401);
    expect((await lastMessage(DEMO.vp))?.body).toContain(
      'A new e-mail address was requested for your account.',
    );
    const link = await lastMessage('vera@demo.test');
    expect(link?.subject).toBe('Confirm your new e-mail address');
    const linkToken = /\/confirm-email\/([\w-]+)/.exec(link?.body ?? '')?.[1] ?? '';
    const [pending] = await server.db
      .select()
      .from(emailChanges)
      .where(eq(emailChanges.newEmail, 'vera@demo.test'));
    expect(pending?.tokenHash).not.toContain(linkToken);

    const bad = await server.call<Json>('POST', '/api/auth/confirm-email', {
      body: { token: 'x'.repeat(43) },
    });
    expect(bad.status).toBe(400);
    const ok = await server.call<Json>('POST', '/api/auth/confirm-email', { body: { token: linkToken } });
    expect(ok.status).toBe(200);
    expect((await signInAs('vera@demo.test')).status).toBe(200);
    expect((await lastMessage(DEMO.vp))?.body).toContain('The e-mail address of your account changed.');
    const again = await server.call<Json>('POST', '/api/auth/confirm-email', { body: { token: linkToken } });
    expect(again.status).toBe(400);
    await server.db.update(users).set({ email: DEMO.vp }).where(eq(users.email, 'vera@demo.test'));
  });

  it('refuses a link after 24 hours', async () => {
    const token = await server.signIn(DEMO.vp);
    await confirm(token, DEMO.vp);
    expect((await post(token, form({ ...fields('late@demo.test'), edit_img: 'false' }))).status).toBe(200);
    const linkToken = /\/confirm-email\/([\w-]+)/.exec(
      (await lastMessage('late@demo.test'))?.body ?? '',
    )?.[1];
    clock.at += 24 * 3_600_000 + 1000;
    const late = await server.call<Json>('POST', '/api/auth/confirm-email', { body: { token: linkToken } });
    expect(late.status).toBe(400);
  });

  it('re-encodes a picture: at most 512 px, upright, with its EXIF metadata dropped', async () => {
    const photo = await sharp({ create: { width: 1600, height: 1200, channels: 3, background: '#c04020' } })
      .withExif({ IFD0: { Copyright: 'Camera Owner', Make: 'SecretCam' } })
      .jpeg()
      .toBuffer();
    expect((await sharp(photo).metadata()).exif).toBeDefined();
    const token = await server.signIn(DEMO.rm);
    await confirm(token, DEMO.rm);
    const res = await post(token, form(fields(DEMO.rm), { bytes: photo, type: 'image/jpeg' }));
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    const id = String(res.json.data.image).split('id=')[1] ?? '';
    const served = await server.call<{ data: { image: string } }>('GET', '/api/auth/profile-image', {
      token,
      query: { id },
    });
    expect(served.json.data.image).toMatch(/^data:image\/jpeg;base64,/);
    const picture = await servedPicture(served.json.data.image);
    expect(picture).toMatchObject({ format: 'jpeg', width: 512, height: 384 });
    expect(picture.exif).toBeUndefined();
    expect(pictureBytes(served.json.data.image).toString('latin1')).not.toContain('SecretCam');
  });

  it('refuses bytes that claim a picture type but do not decode', async () => {
    const token = await server.signIn(DEMO.admin);
    await confirm(token, DEMO.admin);
    const fake = Buffer.concat([PNG.subarray(0, 8), Buffer.alloc(64, 1)]);
    const res = await post(token, form(fields(DEMO.admin), { bytes: fake, type: 'image/png' }));
    expect(res.status).toBe(400);
    expect(res.json.message).toBe('The image could not be read. Choose another PNG, JPEG or WebP file.');
  });

  it('refuses a file that is not png, jpeg or webp by its bytes, and one over 5 MB', async () => {
    const token = await server.signIn(DEMO.ll);
    await confirm(token, DEMO.ll);
    const gif = await post(
      token,
      form(fields(DEMO.ll), { bytes: Buffer.from('GIF89a....'), type: 'image/png' }),
    );
    expect(gif.status).toBe(400);
    expect(gif.json.message).toBe('The image must be a PNG, JPEG or WebP file.');
    const huge = await post(
      token,
      form(fields(DEMO.ll), {
        bytes: Buffer.concat([PNG, Buffer.alloc(5 * 1024 * 1024)]),
        type: 'image/png',
      }),
    );
    expect(huge.status).toBe(413);
  });

  it('checks the rules of §5 and the old password', async () => {
    const token = await server.signIn(DEMO.ll);
    const weak = await post(
      token,
      form({
        ...fields(DEMO.ll),
        edit_img: 'false',
        edit_pwd: 'true',
        old_pwd: TEST_PASSWORD,
        new_pwd: 'abc',
      }),
    );
    expect(weak.status).toBe(400);
    expect(weak.json.issues).toContainEqual({ path: 'body.new_pwd', message: MESSAGES.profilePassword });
    const smsNoPhone = await post(
      token,
      form({ ...fields(DEMO.ll), edit_img: 'false', phone: '', mfa_method: 'sms' }),
    );
    expect(smsNoPhone.json.issues).toContainEqual({ path: 'body.phone', message: MESSAGES.phoneForMethod });
    const badPhone = await post(
      token,
      form({ ...fields(DEMO.ll), edit_img: 'false', phone: '(012) 555-0100' }),
    );
    expect(badPhone.status).toBe(400);

    await confirm(token, DEMO.ll);
    const wrongOld = await post(
      token,
      form({
        ...fields(DEMO.ll),
        edit_img: 'false',
        edit_pwd: 'true',
        old_pwd: 'nope-1!',
        new_pwd: 'Better-pass-9!',
      }),
    );
    expect(wrongOld.status).toBe(400);
    expect(wrongOld.json.message).toBe(MESSAGES.wrongOldPassword);
    const other = await server.signIn(DEMO.ll);
    const changed = await post(
      token,
      form({
        ...fields(DEMO.ll),
        edit_img: 'false',
        edit_pwd: 'true',
        old_pwd: TEST_PASSWORD,
        new_pwd: 'Better-pass-9!',
      }),
    );
    expect(changed.status).toBe(200);
    expect((await server.call('GET', '/api/auth/profile', { token: other })).status).toBe(401);
    expect((await server.call('GET', '/api/auth/profile', { token })).status).toBe(200);
    const [row] = await server.db
      .select()
      .from(emails)
      .where(and(eq(emails.toAddress, DEMO.ll)))
      .orderBy(desc(emails.createdAt))
      .limit(1);
    expect(row?.body).toContain('password');
  });
});
