import { useMutation, useQueryClient } from '@tanstack/react-query';
import { helpCenterEndpoints as e } from '@wf/shared/contracts/apps/help-center/endpoints';
import { call } from '../../../lib/call.ts';

export const helpKeys = {
  all: ['apps', 'help-center'] as const,
  faqs: ['apps', 'help-center', 'faqs'] as const,
  guides: (slug?: string) => ['apps', 'help-center', 'guides', slug ?? null] as const,
  guide: (categorySlug: string, guideSlug: string) =>
    ['apps', 'help-center', 'guide', categorySlug, guideSlug] as const,
};

export const helpApi = {
  faqs: () => call(e.faqs, { query: {} }),
  guides: (slug?: string, limit?: number) => call(e.guides, { query: slug ? { slug } : limit ? { limit } : {} }),
  guide: (categorySlug: string, guideSlug: string) => call(e.guide, { query: { categorySlug, guideSlug } }),
};

export type FaqInput = { categoryId: string; question: string; answer: string };
export type GuideInput = { categoryId: string; slug: string; title: string; subtitle: string; content: string };

/** Admin edits; each refreshes every help query. */
export function useHelpEdit() {
  const qc = useQueryClient();
  const onSuccess = () => qc.invalidateQueries({ queryKey: helpKeys.all });
  return {
    saveFaq: useMutation({
      mutationFn: (v: { id?: string; faq: FaqInput }) =>
        v.id ? call(e.updateFaq, { body: { id: v.id, faq: v.faq } }) : call(e.createFaq, { body: { faq: v.faq } }),
      onSuccess,
    }),
    deleteFaq: useMutation({ mutationFn: (id: string) => call(e.deleteFaq, { query: { id } }), onSuccess }),
    saveGuide: useMutation({
      mutationFn: (v: { id?: string; guide: GuideInput }) =>
        v.id
          ? call(e.updateGuide, { body: { id: v.id, guide: v.guide } })
          : call(e.createGuide, { body: { guide: v.guide } }),
      onSuccess,
    }),
    deleteGuide: useMutation({ mutationFn: (id: string) => call(e.deleteGuide, { query: { id } }), onSuccess }),
  };
}
