import { z } from 'zod';
import { currentUser } from '../common/user.ts';
import { passwordSchema } from '../../domain/password-policy.ts';

const email = z.string().trim().toLowerCase().pipe(z.email('validation.email')).pipe(z.string().max(254));

export const signInBody = z.object({
  email,
  password: z.string().min(1, 'validation.required').max(128),
  /**
   * The one-time unlock link's token (sign-in?unlock=…), mailed to the account when failed attempts
   * locked it: with it the owner signs in past the lock-out, once (decision 028).
   */
  unlockToken: z.string().min(20, 'validation.link').max(200, 'validation.link').optional(),
});
export type SignInBody = z.infer<typeof signInBody>;

export const authReply = z.object({
  user: currentUser,
  accessToken: z.string(),
  tokenType: z.literal('bearer'),
});
export type AuthReply = z.infer<typeof authReply>;

export const signInWithTokenBody = z.object({ accessToken: z.string().min(1).max(4096) });

export const signUpBody = z.object({
  name: z.string().trim().min(1, 'validation.required').max(120),
  email,
  password: passwordSchema,
  company: z.string().trim().max(200).optional(),
  agreements: z.literal(true, { message: 'validation.required' }).optional(),
});
export type SignUpBody = z.infer<typeof signUpBody>;

export const confirmEmailBody = z.object({ token: z.string().min(10).max(200) });

export const forgotPasswordBody = z.object({ email });
export const resetPasswordBody = z.object({ token: z.string().min(10).max(200), password: passwordSchema });
export type ResetPasswordBody = z.infer<typeof resetPasswordBody>;

export const changePasswordBody = z.object({
  currentPassword: z.string().min(1, 'validation.required').max(128),
  newPassword: passwordSchema,
});

export const unlockSessionBody = signInBody;

/** Plain acknowledgement for calls that must not reveal anything. */
export const okReply = z.object({ ok: z.literal(true), message: z.string().optional() });
export type OkReply = z.infer<typeof okReply>;
