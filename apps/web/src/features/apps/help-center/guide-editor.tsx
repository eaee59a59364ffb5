import { useEffect, useState } from 'react';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { SLUG_PATTERN, type Guide } from '@wf/shared/contracts/apps/help-center/help-center';
import { useT } from '../../../lib/i18n/index.ts';
import { errorText } from '../../../components/management/list/list-tools.tsx';
import { CancelAndConfirm, DialogError } from '../../../components/management/dialog/dialog-parts.tsx';
import { LoadingBar } from '../../../components/loading-bar.tsx';
import { helpCenterEndpoints as e } from '@wf/shared/contracts/apps/help-center/endpoints';
import { useEndpoint, useEndpointMutation } from '../../../lib/use-endpoint.ts';
import { RichTextField } from './rich-text-field.tsx';
import { CategorySelect } from './category-select.tsx';

/** A guide's address part from its title: lower-case words joined by hyphens. */
const slugOf = (title: string) =>
  title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80);

/** A new guide, or one to change (its content loaded first): category, title, address, subtitle, content. */
export function GuideEditor({
  editing,
  categories,
  onClose,
}: {
  editing: { guide: Guide; categorySlug: string } | null;
  categories: ReadonlyArray<{ id: string; title: string }>;
  onClose(): void;
}) {
  const { t } = useT();
  const create = useEndpointMutation(e.createGuide, { invalidates: [e] });
  const update = useEndpointMutation(e.updateGuide, { invalidates: [e] });
  const g = editing?.guide;
  const full = useEndpoint(
    e.guide,
    { query: { categorySlug: editing?.categorySlug ?? '', guideSlug: g?.slug ?? '' } },
    { enabled: !!editing },
  );
  const [categoryId, setCategoryId] = useState(g?.categoryId ?? categories[0]?.id ?? '');
  const [title, setTitle] = useState(g?.title ?? '');
  const [slug, setSlug] = useState(g?.slug ?? '');
  const [subtitle, setSubtitle] = useState(g?.subtitle ?? '');
  const [content, setContent] = useState('');
  const [error, setError] = useState<string | null>(null);
  const loaded = full.data?.guides[0]?.content;
  useEffect(() => {
    if (loaded !== undefined) setContent(loaded);
  }, [loaded]);
  const submit = async () => {
    setError(null);
    try {
      const guide = {
        categoryId,
        title: title.trim(),
        slug: slug || slugOf(title),
        subtitle: subtitle.trim(),
        content,
      };
      if (g) await update.mutateAsync({ body: { id: g.id, guide } });
      else await create.mutateAsync({ body: { guide } });
      onClose();
    } catch (err) {
      setError(errorText(err, t));
    }
  };
  const slugBad = !!slug && !SLUG_PATTERN.test(slug);
  return (
    <Dialog open onClose={onClose} maxWidth="lg" fullWidth>
      <DialogTitle>{t(g ? 'apps.help-center.editGuide' : 'apps.help-center.newGuide')}</DialogTitle>
      <DialogContent>
        {editing && full.isPending && <LoadingBar />}
        <Stack spacing={2} sx={{ pt: 1 }}>
          <CategorySelect value={categoryId} onChange={setCategoryId} categories={categories} />
          <TextField
            label={t('apps.help-center.guideTitle')}
            value={title}
            onChange={(e) => setTitle(e.target.value)}
            required
          />
          <TextField
            label={t('apps.help-center.slug')}
            value={slug}
            placeholder={slugOf(title)}
            onChange={(e) => setSlug(e.target.value)}
            error={slugBad}
            helperText={t('apps.help-center.slugHelp')}
          />
          <TextField
            label={t('apps.help-center.guideSubtitle')}
            value={subtitle}
            onChange={(e) => setSubtitle(e.target.value)}
          />
          <RichTextField label={t('apps.help-center.content')} value={content} onChange={setContent} />
          <DialogError error={error} />
        </Stack>
      </DialogContent>
      <CancelAndConfirm
        onCancel={onClose}
        onConfirm={() => void submit()}
        disabled={!title.trim() || !content.trim() || slugBad || create.isPending || update.isPending || (!!editing && full.isPending)}
      />
    </Dialog>
  );
}
