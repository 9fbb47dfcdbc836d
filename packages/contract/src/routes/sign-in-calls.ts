/**
 * The addresses of the calls the sign-in page makes, without their schemas: a page that only sends
 * them loads no zod. The route table spreads these, so an address cannot differ between the two.
 */
export const SIGN_IN_CALLS = {
  signIn: { id: 'auth.signin', method: 'POST', path: '/auth/signin', auth: 'public' },
  captchaStatus: { id: 'auth.captcha-status', method: 'GET', path: '/auth/captcha-status', auth: 'public' },
  captchaChallenge: {
    id: 'auth.captcha-challenge',
    method: 'GET',
    path: '/auth/captcha-challenge',
    auth: 'public',
  },
  sendAuthCode: { id: 'auth.send-auth-code', method: 'POST', path: '/auth/send-auth-code', auth: 'pending' },
  verifyCode: { id: 'auth.verify-code', method: 'POST', path: '/auth/verify-code', auth: 'pending' },
} as const;
