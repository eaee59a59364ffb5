import { z } from 'zod';
import { endpoint } from '../../../api/endpoint.ts';
import { okReply } from '../../common/list-query.ts';
import { ROLE_SETS } from '../../../role-sets.ts';
import {
  createFaqBody,
  createGuideBody,
  faq,
  faqCategoryWithFaqs,
  faqsQuery,
  guideCategoryWithGuide,
  guideCategoryWithGuides,
  guideQuery,
  guidesQuery,
  guideWithContent,
  helpIdQuery,
  updateFaqBody,
  updateGuideBody,
} from './help-center.ts';

const tags = ['help-center'] as const;
/** Every staff user reads the help. */
const READERS = ROLE_SETS.everyone;
/** Admins write it. */
const EDITORS = ROLE_SETS.admin;

export const helpCenterEndpoints = {
  faqs: endpoint({
    method: 'GET',
    path: '/api/apps/help-center/faqs',
    access: READERS,
    tags,
    query: faqsQuery,
    response: z.array(faqCategoryWithFaqs),
    summary: 'Every FAQ category with its FAQs; with slug, that one category',
  }),
  guides: endpoint({
    method: 'GET',
    path: '/api/apps/help-center/guides',
    access: READERS,
    tags,
    query: guidesQuery,
    response: z.array(guideCategoryWithGuides),
    summary:
      'With slug, that category with all its guides; without, every category with visibleGuides, totalGuides and its first `limit` guides (default 5)',
  }),
  guide: endpoint({
    method: 'GET',
    path: '/api/apps/help-center/guide',
    access: READERS,
    tags,
    query: guideQuery,
    response: guideCategoryWithGuide,
    summary: 'The category with the one guide, with its content',
  }),
  createFaq: endpoint({
    method: 'POST',
    path: '/api/apps/help-center/faq',
    access: EDITORS,
    tags,
    body: createFaqBody,
    response: faq,
    status: 201,
  }),
  updateFaq: endpoint({
    method: 'PATCH',
    path: '/api/apps/help-center/faq',
    access: EDITORS,
    tags,
    body: updateFaqBody,
    response: faq,
  }),
  deleteFaq: endpoint({
    method: 'DELETE',
    path: '/api/apps/help-center/faq',
    access: EDITORS,
    tags,
    query: helpIdQuery,
    response: okReply,
  }),
  createGuide: endpoint({
    method: 'POST',
    path: '/api/apps/help-center/guide',
    access: EDITORS,
    tags,
    body: createGuideBody,
    response: guideWithContent,
    status: 201,
  }),
  updateGuide: endpoint({
    method: 'PATCH',
    path: '/api/apps/help-center/guide',
    access: EDITORS,
    tags,
    body: updateGuideBody,
    response: guideWithContent,
  }),
  deleteGuide: endpoint({
    method: 'DELETE',
    path: '/api/apps/help-center/guide',
    access: EDITORS,
    tags,
    query: helpIdQuery,
    response: okReply,
  }),
};
