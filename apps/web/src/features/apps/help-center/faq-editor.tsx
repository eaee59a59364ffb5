import { useState } from 'react';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { Faq } from '@wf/shared/contracts/apps/help-center/help-center';
import { useT } from '../../../lib/i18n/index.ts';
import { errorText } from '../../../components/management/list/list-tools.tsx';
import { CancelAndConfirm, DialogError } from '../../../components/management/dialog/dialog-parts.tsx';
import { helpCenterEndpoints as e } from '@wf/shared/contracts/apps/help-center/endpoints';
import { useEndpointMutation } from '../../../lib/use-endpoint.ts';
import { RichTextField } from './rich-text-field.tsx';
import { CategorySelect } from './category-select.tsx';

/** A new FAQ, or one to change: category, question and the answer (rich text). */
export function FaqEditor({
  faq,
  categories,
  onClose,
}: {
  faq: Faq | null;
  categories: ReadonlyArray<{ id: string; title: string }>;
  onClose(): void;
}) {
  const { t } = useT();
  const create = useEndpointMutation(e.createFaq, { invalidates: [e] });
  const update = useEndpointMutation(e.updateFaq, { invalidates: [e] });
  const [categoryId, setCategoryId] = useState(faq?.categoryId ?? categories[0]?.id ?? '');
  const [question, setQuestion] = useState(faq?.question ?? '');
  const [answer, setAnswer] = useState(faq?.answer ?? '');
  const [error, setError] = useState<string | null>(null);
  const submit = async () => {
    setError(null);
    try {
      const fields = { categoryId, question: question.trim(), answer };
      if (faq) await update.mutateAsync({ body: { id: faq.id, faq: fields } });
      else await create.mutateAsync({ body: { faq: fields } });
      onClose();
    } catch (err) {
      setError(errorText(err, t));
    }
  };
  return (
    <Dialog open onClose={onClose} maxWidth="lg" fullWidth>
      <DialogTitle>{t(faq ? 'apps.help-center.editFaq' : 'apps.help-center.newFaq')}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <CategorySelect value={categoryId} onChange={setCategoryId} categories={categories} />
          <TextField
            label={t('apps.help-center.question')}
            value={question}
            onChange={(e) => setQuestion(e.target.value)}
            required
          />
          <RichTextField label={t('apps.help-center.answer')} value={answer} onChange={setAnswer} />
          <DialogError error={error} />
        </Stack>
      </DialogContent>
      <CancelAndConfirm
        onCancel={onClose}
        onConfirm={() => void submit()}
        disabled={!question.trim() || !answer.trim() || create.isPending || update.isPending}
      />
    </Dialog>
  );
}
