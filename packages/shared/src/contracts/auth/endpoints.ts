import { endpoint } from '../../api/endpoint.ts';
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
} from './auth.ts';

const tags = ['auth'] as const;

/** Auth (docs/product/shell.md#access-token): public sign-in and recovery, then the signed-in calls. */
export const authEndpoints = {
  signIn: endpoint({
    method: 'POST',
    path: '/api/auth/sign-in',
    access: 'public',
    tags,
    body: signInBody,
    response: authReply,
  }),
  unlockSession: endpoint({
    method: 'POST',
    path: '/api/auth/unlock-session',
    access: 'public',
    tags,
    body: unlockSessionBody,
    response: authReply,
  }),
  signInWithToken: endpoint({
    method: 'POST',
    path: '/api/auth/sign-in-with-token',
    access: 'public',
    tags,
    body: signInWithTokenBody,
    response: authReply,
  }),
  signUp: endpoint({
    method: 'POST',
    path: '/api/auth/sign-up',
    access: 'public',
    tags,
    body: signUpBody,
    response: okReply,
  }),
  confirmEmail: endpoint({
    method: 'POST',
    path: '/api/auth/confirm-email',
    access: 'public',
    tags,
    body: confirmEmailBody,
    response: okReply,
  }),
  forgotPassword: endpoint({
    method: 'POST',
    path: '/api/auth/forgot-password',
    access: 'public',
    tags,
    body: forgotPasswordBody,
    response: okReply,
  }),
  resetPassword: endpoint({
    method: 'POST',
    path: '/api/auth/reset-password',
    access: 'public',
    tags,
    body: resetPasswordBody,
    response: okReply,
  }),
  signOut: endpoint({ method: 'POST', path: '/api/auth/sign-out', access: 'signedIn', tags, response: okReply }),
  changePassword: endpoint({
    method: 'POST',
    path: '/api/auth/change-password',
    access: 'signedIn',
    tags,
    body: changePasswordBody,
    response: authReply,
  }),
};
