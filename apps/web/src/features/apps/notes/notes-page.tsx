import { useState } from 'react';
import { useSearchParams } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import ArchiveIcon from '@mui/icons-material/Archive';
import LabelIcon from '@mui/icons-material/Label';
import StickyNote2Icon from '@mui/icons-material/StickyNote2';
import type { Note } from '@wf/shared/contracts/apps/notes/notes';
import { useT } from '../../../lib/i18n/index.ts';
import { useUrlParamsUpdate } from '../../../lib/url-params.ts';
import { EmptyState, errorText } from '../../../components/management/list/list-tools.tsx';
import { LoadErrorAlert } from '../../../components/management/list/list-toolbar.tsx';
import { notesEndpoints as ne } from '@wf/shared/contracts/apps/notes/endpoints';
import { useEndpoint } from '../../../lib/use-endpoint.ts';
import { NoteCard } from './note-card.tsx';
import { NoteEditor } from './note-editor.tsx';
import { NoteLabelsDialog } from './note-labels-dialog.tsx';

const ALL = 'all';
const ARCHIVED = 'archived';

/** /apps/notes: the user's own notes as a masonry of cards, by label or archived, with the editor. */
export function Component() {
  const { t } = useT();
  const [params] = useSearchParams();
  const updateUrl = useUrlParamsUpdate();
  const filter = params.get('filter') ?? 'all';
  const [search, setSearch] = useState('');
  const [editing, setEditing] = useState<Note | 'new' | null>(null);
  const [managing, setManaging] = useState(false);
  const notes = useEndpoint(ne.all);
  const labels = useEndpoint(ne.labels);
  const q = search.trim().toLowerCase();
  const shown = (notes.data ?? []).filter(
    (n) =>
      (filter === 'archived' ? n.archived : !n.archived) &&
      (filter === 'all' || filter === 'archived' || n.labels.some((l) => l.slug === filter)) &&
      (!q || `${n.title} ${n.content} ${(n.tasks ?? []).map((x) => x.content).join(' ')}`.toLowerCase().includes(q)),
  );
  const chip = (value: string, label: string, icon?: React.ReactElement) => (
    <Chip
      key={value}
      label={label}
      icon={icon}
      color={filter === value ? 'primary' : 'default'}
      variant={filter === value ? 'filled' : 'outlined'}
      onClick={() => updateUrl({ filter: value === 'all' ? undefined : value })}
    />
  );
  // The note being edited, fresh from the list after each change.
  const current = editing === 'new' || editing === null ? editing : (notes.data?.find((n) => n.id === editing.id) ?? editing);

  return (
    <Stack spacing={2}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
        <Typography variant="h5" component="h1" sx={{ flex: 1 }}>
          {t('apps.notes.title')}
        </Typography>
        <TextField size="small" label={t('apps.notes.search')} value={search} onChange={(e) => setSearch(e.target.value)} />
        <Button variant="outlined" startIcon={<LabelIcon />} onClick={() => setManaging(true)}>
          {t('apps.notes.editLabels')}
        </Button>
        <Button variant="contained" startIcon={<AddIcon />} onClick={() => setEditing('new')}>
          {t('apps.notes.new')}
        </Button>
      </Stack>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }} role="group" aria-label={t('apps.notes.filter')}>
        {chip(ALL, t('apps.notes.all'), <StickyNote2Icon />)}
        {(labels.data ?? []).map((l) => chip(l.slug, l.title, <LabelIcon />))}
        {chip(ARCHIVED, t('apps.notes.archived'), <ArchiveIcon />)}
      </Stack>
      {(notes.isPending || labels.isPending) && <LinearProgress aria-label={t('common.loading')} />}
      <LoadErrorAlert query={notes} retry>
        {errorText(notes.error, t)}
      </LoadErrorAlert>
      {notes.isSuccess && shown.length === 0 && (
        <EmptyState
          icon={<StickyNote2Icon />}
          title={t(filter === 'archived' ? 'apps.notes.noArchived' : 'apps.notes.empty')}
          text={t('apps.notes.emptyText')}
        />
      )}
      <Box sx={{ columnCount: { xs: 1, sm: 2, md: 3, lg: 4 }, columnGap: 2 }}>
        {shown.map((n) => (
          <NoteCard key={n.id} note={n} onOpen={() => setEditing(n)} />
        ))}
      </Box>
      {current && <NoteEditor note={current === 'new' ? null : current} labels={labels.data ?? []} onClose={() => setEditing(null)} />}
      {managing && <NoteLabelsDialog labels={labels.data ?? []} onClose={() => setManaging(false)} />}
    </Stack>
  );
}
