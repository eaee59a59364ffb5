import { useState } from 'react';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import EditIcon from '@mui/icons-material/EditOutlined';
import type { Faq, Guide } from '@wf/shared/contracts/apps/help-center/help-center';
import { useT } from '../../../lib/i18n/index.ts';
import { ListPage, LoadErrorAlert } from '../../../components/management/list/list-toolbar.tsx';
import { ConfirmDialog } from '../../../components/management/dialog/confirm-dialog.tsx';
import { LoadingBar } from '../../../components/loading-bar.tsx';
import { helpCenterEndpoints as e } from '@wf/shared/contracts/apps/help-center/endpoints';
import { useEndpoint, useEndpointMutation } from '../../../lib/use-endpoint.ts';
import { HelpBreadcrumb } from './help-breadcrumb.tsx';
import { FaqEditor } from './faq-editor.tsx';
import { GuideEditor } from './guide-editor.tsx';

type Deleting = { kind: 'faq' | 'guide'; id: string; name: string };

/** /apps/help-center/edit (admins): the FAQs and guides, each edited in a dialog. */
export function Component() {
  const { t } = useT();
  const faqs = useEndpoint(e.faqs, { query: {} });
  const guides = useEndpoint(e.guides, { query: { limit: 1000 } });
  // Admin edits; each refreshes every help query.
  const deleteFaq = useEndpointMutation(e.deleteFaq, { invalidates: [e] });
  const deleteGuide = useEndpointMutation(e.deleteGuide, { invalidates: [e] });
  const [faq, setFaq] = useState<Faq | 'new' | null>(null);
  const [guide, setGuide] = useState<{ guide: Guide; categorySlug: string } | 'new' | null>(null);
  const [deleting, setDeleting] = useState<Deleting | null>(null);
  const actions = (onEdit: () => void, d: Deleting) => (
    <>
      <IconButton aria-label={t('apps.help-center.editItem', { name: d.name })} onClick={onEdit}>
        <EditIcon />
      </IconButton>
      <IconButton aria-label={t('apps.help-center.deleteItem', { name: d.name })} onClick={() => setDeleting(d)}>
        <DeleteIcon />
      </IconButton>
    </>
  );
  return (
    <ListPage title={t('apps.help-center.editTitle')} subtitle={t('apps.help-center.editSubtitle')}>
      <HelpBreadcrumb crumbs={[{ label: t('apps.help-center.edit') }]} />
      {(faqs.isPending || guides.isPending) && <LoadingBar />}
      <LoadErrorAlert query={guides}>{t('apps.help-center.loadError')}</LoadErrorAlert>
      <Stack direction={{ xs: 'column', lg: 'row' }} spacing={2} sx={{ alignItems: 'flex-start' }}>
        <Paper variant="outlined" sx={{ flex: 1, width: '100%' }}>
          <Stack direction="row" sx={{ p: 2, alignItems: 'center' }}>
            <Typography variant="h6" component="h2" sx={{ flex: 1 }}>
              {t('apps.help-center.guides')}
            </Typography>
            <Button startIcon={<AddIcon />} onClick={() => setGuide('new')}>
              {t('apps.help-center.newGuide')}
            </Button>
          </Stack>
          <List dense>
            {guides.data?.map((c) => [
              <ListSubheader key={c.id}>{c.title}</ListSubheader>,
              ...c.guides.map((g) => (
                <ListItem
                  key={g.id}
                  sx={{ pr: 12 }}
                  secondaryAction={actions(() => setGuide({ guide: g, categorySlug: c.slug }), {
                    kind: 'guide',
                    id: g.id,
                    name: g.title,
                  })}
                >
                  <ListItemText primary={g.title} secondary={g.subtitle} />
                </ListItem>
              )),
            ])}
          </List>
        </Paper>
        <Paper variant="outlined" sx={{ flex: 1, width: '100%' }}>
          <Stack direction="row" sx={{ p: 2, alignItems: 'center' }}>
            <Typography variant="h6" component="h2" sx={{ flex: 1 }}>
              {t('apps.help-center.faqs')}
            </Typography>
            <Button startIcon={<AddIcon />} onClick={() => setFaq('new')}>
              {t('apps.help-center.newFaq')}
            </Button>
          </Stack>
          <List dense>
            {faqs.data?.map((c) => [
              <ListSubheader key={c.id}>{c.title}</ListSubheader>,
              ...c.faqs.map((f) => (
                <ListItem
                  key={f.id}
                  sx={{ pr: 12 }}
                  secondaryAction={actions(() => setFaq(f), { kind: 'faq', id: f.id, name: f.question })}
                >
                  <ListItemText primary={f.question} />
                </ListItem>
              )),
            ])}
          </List>
        </Paper>
      </Stack>
      {faq && faqs.data && (
        <FaqEditor faq={faq === 'new' ? null : faq} categories={faqs.data} onClose={() => setFaq(null)} />
      )}
      {guide && guides.data && (
        <GuideEditor editing={guide === 'new' ? null : guide} categories={guides.data} onClose={() => setGuide(null)} />
      )}
      <ConfirmDialog
        open={!!deleting}
        danger
        title={t(deleting?.kind === 'faq' ? 'apps.help-center.deleteFaqTitle' : 'apps.help-center.deleteGuideTitle')}
        text={t('apps.help-center.deleteText', { name: deleting?.name ?? '' })}
        confirmLabel={t('apps.help-center.delete')}
        onConfirm={() =>
          deleting!.kind === 'faq'
            ? deleteFaq.mutateAsync({ query: { id: deleting!.id } })
            : deleteGuide.mutateAsync({ query: { id: deleting!.id } })
        }
        onClose={() => setDeleting(null)}
      />
    </ListPage>
  );
}
