import type { FastifyInstance } from 'fastify';
import { helpCenterEndpoints as e } from '@wf/shared/contracts/apps/help-center/endpoints';
import { routes } from '../../../http/route.ts';
import * as help from './help-center-service.ts';

/** The help center (issue #34, item 5): the handlers of `helpCenterEndpoints`. */
export async function helpCenterRoutes(app: FastifyInstance): Promise<void> {
  routes(app, e, {
    faqs: (req) => help.listFaqs(app.db, req.query.slug),
    guides: (req) => help.listGuides(app.db, req.query.slug, req.query.limit),
    guide: (req) => help.getGuide(app.db, req.query.categorySlug, req.query.guideSlug),
    createFaq: (req) => help.createFaq(app.db, req.user, req.body.faq),
    updateFaq: (req) => help.updateFaq(app.db, req.user, req.body.id, req.body.faq),
    deleteFaq: async (req) => {
      await help.deleteFaq(app.db, req.user, req.query.id);
      return { ok: true as const };
    },
    createGuide: (req) => help.createGuide(app.db, req.user, req.body.guide),
    updateGuide: (req) => help.updateGuide(app.db, req.user, req.body.id, req.body.guide),
    deleteGuide: async (req) => {
      await help.deleteGuide(app.db, req.user, req.query.id);
      return { ok: true as const };
    },
  });
}
