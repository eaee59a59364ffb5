import { z } from 'zod';
import { ACCOUNT_STATUS, PRESENCE, ROLE } from '../../enums/accounts.ts';

/** The signed-in user as the shell sees it (id, name, username, email, avatar, status, role; docs/product/shell.md#toolbar). */
export const currentUser = z.object({
  id: z.string(),
  name: z.string(),
  username: z.string(),
  email: z.string(),
  avatar: z.string().nullable(),
  status: z.enum(PRESENCE.values),
  role: z.enum(ROLE.values),
  accountStatus: z.enum(ACCOUNT_STATUS.values),
  /** Given a first password by an admin: only personal routes work until it is changed. */
  mustChangePassword: z.boolean(),
});
export type CurrentUser = z.infer<typeof currentUser>;

export const updateCurrentUserBody = z.object({
  user: z
    .object({
      name: z.string().trim().min(1, 'validation.required').max(120),
      /** Only removal: a new avatar is uploaded as an image (POST /api/common/user/avatar), checked by content. */
      avatar: z.null({ error: 'Upload the avatar as an image; only null (remove) is accepted here' }),
      status: z.enum(PRESENCE.values),
    })
    .partial(),
});
export type UpdateCurrentUserBody = z.infer<typeof updateCurrentUserBody>;
