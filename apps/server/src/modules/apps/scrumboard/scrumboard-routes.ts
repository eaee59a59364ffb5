import type { FastifyInstance } from 'fastify';
import { scrumboardEndpoints } from '@wf/shared/contracts/apps/scrumboard/endpoints';
import { withDeadlockRetry } from '../../../http/errors.ts';
import { routes } from '../../../http/route.ts';
import * as svc from './scrumboard-service.ts';
import type { Tx } from '../../../db/client.ts';

/** Scrumboard (docs/product/template-apps.md#scrumboard): every call scoped to the boards the user is a member of. */
export async function scrumboardRoutes(app: FastifyInstance): Promise<void> {
  const uid = (req: { user: { id: string } }) => req.user.id;
  const tx = <T>(run: (t: Tx) => Promise<T>) => withDeadlockRetry(() => app.db.transaction(run));
  routes(app, scrumboardEndpoints, {
    boards: (req) => svc.listBoards(app.db, uid(req)),
    board: (req) => svc.getBoard(app.db, uid(req), req.query.id),
    staff: () => svc.staffMembers(app.db),
    createBoard: (req) => tx((t) => svc.createBoard(t, uid(req), req.body.board)),
    updateBoard: (req) => tx((t) => svc.updateBoard(t, uid(req), req.body.id, req.body.board)),
    deleteBoard: (req) => tx((t) => svc.deleteBoard(t, uid(req), req.query.id)),
    createList: (req) => tx((t) => svc.createList(t, uid(req), req.body.list)),
    updateList: async (req) => (await tx((t) => svc.updateLists(t, uid(req), [req.body.list])))[0]!,
    deleteList: (req) => tx((t) => svc.deleteList(t, uid(req), req.query.id)),
    updateLists: (req) => tx((t) => svc.updateLists(t, uid(req), req.body.lists)),
    createCard: (req) => tx((t) => svc.createCard(t, uid(req), req.body.card)),
    updateCard: (req) => tx((t) => svc.updateCard(t, uid(req), req.body.id, req.body.card)),
    deleteCard: (req) => tx((t) => svc.deleteCard(t, uid(req), req.query.id)),
    updateCards: (req) => tx((t) => svc.updateCards(t, uid(req), req.body.cards)),
    cardPositions: (req) => tx((t) => svc.setCardPositions(t, uid(req), req.body.cards)),
    labels: (req) => svc.listLabels(app.db, uid(req), req.query.boardId),
    createLabel: (req) => tx((t) => svc.createLabel(t, uid(req), req.body.label)),
    updateLabel: (req) => tx((t) => svc.updateLabel(t, uid(req), req.body.id, req.body.label.title)),
    deleteLabel: (req) => tx((t) => svc.deleteLabel(t, uid(req), req.query.id)),
  });
}
