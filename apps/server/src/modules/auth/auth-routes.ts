import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  authReply,
  changePasswordBody,
  confirmEmailBody,
  forgotPasswordBody,
  okReply,
  resetPasswordBody,
  signInBody,
  signInWithTokenBody,
  signUpBody,
  unlockSessionBody,
} from '@wf/shared/contracts/auth/auth';
import * as auth from './auth-service.ts';

const tags = ['auth'];

export async function authRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post('/api/auth/sign-in', { schema: { tags, body: signInBody, response: { 200: authReply } } }, (req) =>
    auth.signIn(app, req.body, req.ip),
  );
  r.post(
    '/api/auth/unlock-session',
    { schema: { tags, body: unlockSessionBody, response: { 200: authReply } } },
    (req) => auth.signIn(app, req.body, req.ip),
  );
  r.post(
    '/api/auth/sign-in-with-token',
    { schema: { tags, body: signInWithTokenBody, response: { 200: authReply } } },
    (req) => auth.signInWithToken(app, req.body.accessToken),
  );
  r.post('/api/auth/sign-up', { schema: { tags, body: signUpBody, response: { 200: okReply } } }, async (req) => {
    await auth.signUp(app, req.body, req.ip);
    return { ok: true as const, message: auth.SIGN_UP_MESSAGE };
  });
  r.post(
    '/api/auth/confirm-email',
    { schema: { tags, body: confirmEmailBody, response: { 200: okReply } } },
    async (req) => {
      await auth.confirmEmail(app, req.body.token);
      return {
        ok: true as const,
        message: 'Thank you: your address is confirmed. An administrator will activate your account.',
      };
    },
  );
  r.post(
    '/api/auth/forgot-password',
    { schema: { tags, body: forgotPasswordBody, response: { 200: okReply } } },
    async (req) => {
      await auth.forgotPassword(app, req.body.email, req.ip);
      return { ok: true as const, message: auth.FORGOT_MESSAGE };
    },
  );
  r.post(
    '/api/auth/reset-password',
    { schema: { tags, body: resetPasswordBody, response: { 200: okReply } } },
    async (req) => {
      await auth.resetPassword(app, req.body);
      return { ok: true as const, message: 'Your password is set. Sign in with it now.' };
    },
  );
  r.post('/api/auth/sign-out', { schema: { tags, response: { 200: okReply } } }, async (req) => {
    await auth.signOut(app, req.user!.id);
    return { ok: true as const };
  });
  r.post(
    '/api/auth/change-password',
    { schema: { tags, body: changePasswordBody, response: { 200: authReply } } },
    (req) => auth.changePassword(app, req.user!.id, req.body.currentPassword, req.body.newPassword),
  );
}
