import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { commonEndpoints as e } from '@wf/shared/contracts/common/endpoints';
import { users } from '../../db/schema/index.ts';
import { notFound } from '../../http/errors.ts';
import { routes } from '../../http/route.ts';
import { writeAudit } from '../audit/index.ts';
import { currentUserColumns, toCurrentUser } from './user-shape.ts';
import * as clock from '@wf/shared/domain/clock';

/** The signed-in user: the handlers of `commonEndpoints`. */
export async function userRoutes(app: FastifyInstance): Promise<void> {
  routes(app, e, {
    user: async (req) => {
      const rows = await app.db.select(currentUserColumns).from(users).where(eq(users.id, req.user.id));
      if (!rows[0]) throw notFound('User not found');
      return toCurrentUser(rows[0]);
    },
    updateUser: async (req) => {
      const { name, avatar, status } = req.body.user;
      return app.db.transaction(async (tx) => {
        const before = await tx.select(currentUserColumns).from(users).where(eq(users.id, req.user.id));
        const rows = await tx
          .update(users)
          .set({ name, avatar, presence: status, updatedAt: clock.now() })
          .where(eq(users.id, req.user.id))
          .returning(currentUserColumns);
        if (!rows[0]) throw notFound('User not found');
        if (name !== undefined || avatar !== undefined) {
          await writeAudit(tx, {
            actorId: req.user.id,
            action: 'user.update_profile',
            entityType: 'user',
            entityId: req.user.id,
            before: { name: before[0]?.name, avatar: before[0]?.avatar ? 'set' : null },
            after: { name: rows[0].name, avatar: rows[0].avatar ? 'set' : null },
          });
        }
        return toCurrentUser(rows[0]);
      });
    },
  });
}
