import type { FastifyInstance } from 'fastify';
import { authEndpoints as e } from '@wf/shared/contracts/auth/endpoints';
import { routes } from '../../http/route.ts';
import * as auth from './auth-service.ts';

/** Auth: the handlers of `authEndpoints`. */
export async function authRoutes(app: FastifyInstance): Promise<void> {
  routes(app, e, {
    signIn: (req) => auth.signIn(app, req.body, req.ip),
    unlockSession: (req) => auth.signIn(app, req.body, req.ip),
    signInWithToken: (req) => auth.signInWithToken(app, req.body.accessToken),
    signUp: async (req) => {
      await auth.signUp(app, req.body, req.ip);
      return { ok: true as const, message: auth.SIGN_UP_MESSAGE };
    },
    confirmEmail: async (req) => {
      await auth.confirmEmail(app, req.body.token);
      return {
        ok: true as const,
        message: 'Thank you: your address is confirmed. An administrator will activate your account.',
      };
    },
    forgotPassword: async (req) => {
      await auth.forgotPassword(app, req.body.email, req.ip);
      return { ok: true as const, message: auth.FORGOT_MESSAGE };
    },
    resetPassword: async (req) => {
      await auth.resetPassword(app, req.body);
      return { ok: true as const, message: 'Your password is set. Sign in with it now.' };
    },
    signOut: async (req) => {
      await auth.signOut(app, req.user.id);
      return { ok: true as const };
    },
    changePassword: (req) => auth.changePassword(app, req.user.id, req.body.currentPassword, req.body.newPassword),
  });
}
