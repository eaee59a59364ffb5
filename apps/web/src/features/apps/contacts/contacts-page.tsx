import { useEffect, useState } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import PersonAddIcon from '@mui/icons-material/PersonAdd';
import SellIcon from '@mui/icons-material/Sell';
import { contactPages } from '@wf/shared/contracts/apps/contacts/pages';
import { contactEndpoints } from '@wf/shared/contracts/apps/contacts/endpoints';
import { ListPage } from '../../../components/management/list/list-page-parts.tsx';
import { useT } from '../../../lib/i18n/index.ts';
import { useCan } from '../../../lib/use-can.ts';
import { contactEndpoints as e } from '@wf/shared/contracts/apps/contacts/endpoints';
import { useEndpoint } from '../../../lib/use-endpoint.ts';
import { useContactChange } from './contact-cache.ts';
import { ContactList } from './contact-list.tsx';
import { ContactPane } from './contact-pane.tsx';
import { ContactFilters } from './contact-filters.tsx';
import { TagsDialog } from './tags-dialog.tsx';

/**
 * The address book (/apps/contacts, /apps/contacts/:id): the list with search and a tag filter, and
 * the open contact beside it (on a phone, one or the other). `?edit=1` opens the contact's editor.
 */
export function Component() {
  const { t } = useT();
  const can = useCan();
  const navigate = useNavigate();
  const { id } = useParams();
  const [params] = useSearchParams();
  const [text, setText] = useState('');
  const [query, setQuery] = useState('');
  const [tag, setTag] = useState<string | null>(null);
  const [tagsOpen, setTagsOpen] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setQuery(text.trim()), 300);
    return () => clearTimeout(timer);
  }, [text]);
  // A search text lists the matching contacts; none, every contact.
  const all = useEndpoint(e.all, undefined, { enabled: !query });
  const found = useEndpoint(e.search, { query: { query } }, { enabled: !!query });
  const list = query ? found : all;
  const tags = useEndpoint(e.tags);
  const create = useContactChange(e.create);
  const add = () =>
    create.mutate(undefined, { onSuccess: (c) => void navigate(`${contactPages.record(c.id)}?edit=1`) });
  const rows = (list.data ?? []).filter((c) => !tag || c.tags.includes(tag));

  return (
    <ListPage
      title={t('apps.contacts.heading')}
      subtitle={list.data ? t('apps.contacts.count', { count: rows.length }) : undefined}
      actions={
        <>
          <Button startIcon={<SellIcon />} onClick={() => setTagsOpen(true)}>
            {t('apps.contacts.tags.manage')}
          </Button>
          {can(contactEndpoints.create) && (
            <Button variant="contained" startIcon={<PersonAddIcon />} onClick={add} disabled={create.isPending}>
              {t('apps.contacts.add')}
            </Button>
          )}
        </>
      }
    >
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', md: 'minmax(280px, 360px) 1fr' },
          alignItems: 'start',
        }}
      >
        <Paper variant="outlined" sx={{ display: { xs: id ? 'none' : 'block', md: 'block' }, overflow: 'hidden' }}>
          <ContactFilters text={text} onText={setText} tag={tag} onTag={setTag} tags={tags.data ?? []} />
          <ContactList
            list={list}
            rows={rows}
            filtered={!!query || !!tag}
            selected={id}
            tags={tags.data ?? []}
            onAdd={add}
          />
        </Paper>
        <Paper variant="outlined" sx={{ display: { xs: id ? 'block' : 'none', md: 'block' }, minHeight: 320 }}>
          <ContactPane key={id ?? 'none'} id={id} startEditing={params.get('edit') === '1'} tags={tags.data ?? []} />
        </Paper>
      </Box>
      {tagsOpen && <TagsDialog tags={tags.data ?? []} onClose={() => setTagsOpen(false)} />}
    </ListPage>
  );
}
