import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { AVATAR_MAX_BYTES, AVATAR_TYPES } from '@wf/shared/contracts/admin/admin';
import { profileEndpoints } from '@wf/shared/contracts/admin/endpoints';
import { users } from '../../db/schema/index.ts';
import { AppError, badRequest, notFound } from '../../http/errors.ts';
import { routes } from '../../http/route.ts';
import { ERROR_CODES } from '@wf/shared/contracts/common/error';
import { writeAudit } from '../audit/index.ts';
import { currentUserColumns, toCurrentUser } from '../users/index.ts';
import { readFileType } from '../../http/file-content.ts';
import * as clock from '@wf/shared/domain/clock';

/** The raw image types the avatar upload takes as its body (the content decides, not the header). */
const RAW_TYPES = ['application/octet-stream', 'image/png', 'image/jpeg', 'image/webp'];

/**
 * Profile of the signed-in user: avatar upload. The body is the image itself (at most 1 MB),
 * checked by its first bytes (PNG, JPEG or WebP) and stored as a data URL on the user.
 * Name and password are changed with PATCH /api/common/user and POST /api/auth/change-password.
 */
export async function profileRoutes(app: FastifyInstance): Promise<void> {
  // Scoped to this plugin: no other route takes a raw body.
  app.addContentTypeParser(RAW_TYPES, { parseAs: 'buffer', bodyLimit: AVATAR_MAX_BYTES }, (_req, body, done) =>
    done(null, body),
  );
  routes(app, profileEndpoints, {
    uploadAvatar: [
      async (req) => {
        const body = req.body;
        if (body !== undefined && body !== null && !Buffer.isBuffer(body)) {
          throw new AppError(
            415,
            ERROR_CODES.unsupportedMedia,
            'Send the image itself as the body (application/octet-stream)',
          );
        }
        if (!Buffer.isBuffer(body) || body.length === 0) {
          throw badRequest('Choose an image file', { avatar: 'validation.required' });
        }
        const type = (await readFileType(body, AVATAR_TYPES))?.mime;
        if (!type) {
          throw new AppError(415, ERROR_CODES.unsupportedMedia, 'The avatar must be a PNG, JPEG or WebP image', {
            avatar: 'validation.imageType',
          });
        }
        const dataUrl = `data:${type};base64,${body.toString('base64')}`;
        const userId = req.user.id;
        return app.db.transaction(async (tx) => {
          const before = await tx.select({ avatar: users.avatar }).from(users).where(eq(users.id, userId));
          const rows = await tx
            .update(users)
            .set({ avatar: dataUrl, updatedAt: clock.now() })
            .where(eq(users.id, userId))
            .returning(currentUserColumns);
          if (!rows[0]) throw notFound('User not found');
          await writeAudit(tx, {
            actorId: userId,
            action: 'user.update_avatar',
            entityType: 'user',
            entityId: userId,
            before: { avatar: before[0]?.avatar ? 'set' : null },
            after: { avatar: 'set', type, bytes: body.length },
          });
          return toCurrentUser(rows[0]);
        });
      },
      { bodyLimit: AVATAR_MAX_BYTES },
    ],
  });
}
