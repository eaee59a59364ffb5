import { Link as RouterLink } from 'react-router';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import List from '@mui/material/List';
import ListItemAvatar from '@mui/material/ListItemAvatar';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import BusinessIcon from '@mui/icons-material/Business';
import ContactsIcon from '@mui/icons-material/Contacts';
import type { Contact, ContactTag } from '@wf/shared/contracts/apps/contacts/contacts';
import { contactPages } from '@wf/shared/contracts/apps/contacts/pages';
import { EmptyState } from '../../../components/management/list/list-tools.tsx';
import { ListLoadError } from '../../../components/management/list/list-page-parts.tsx';
import { useT } from '../../../lib/i18n/index.ts';

/** The address book's rows: avatar, name, the title or client; a client's person is marked. */
export function ContactList({
  list,
  rows,
  filtered,
  selected,
  onAdd,
}: {
  list: { isPending: boolean; isError: boolean; error: unknown; refetch(): unknown };
  rows: readonly Contact[];
  filtered: boolean;
  selected: string | undefined;
  tags: readonly ContactTag[];
  onAdd(): void;
}) {
  const { t } = useT();
  if (list.isError)
    return (
      <Box sx={{ p: 2 }}>
        <ListLoadError list={list} retry />
      </Box>
    );
  if (list.isPending) return <LinearProgress aria-label={t('apps.contacts.loading')} />;
  if (rows.length === 0)
    return (
      <EmptyState
        icon={<ContactsIcon />}
        title={filtered ? t('apps.contacts.noMatch') : t('apps.contacts.empty')}
        text={filtered ? t('apps.contacts.noMatchText') : t('apps.contacts.emptyText')}
        action={filtered ? undefined : <Button onClick={onAdd}>{t('apps.contacts.add')}</Button>}
      />
    );
  return (
    <List dense disablePadding sx={{ maxHeight: { md: '70vh' }, overflowY: 'auto' }} data-testid="contacts-list">
      {rows.map((c) => (
        <ListItem key={c.id} disablePadding>
          <ListItemButton component={RouterLink} to={contactPages.record(c.id)} selected={c.id === selected} divider>
            <ListItemAvatar>
              <Avatar src={c.avatar ?? undefined} alt="">
                {c.readOnly ? <BusinessIcon fontSize="small" /> : c.name.slice(0, 1)}
              </Avatar>
            </ListItemAvatar>
            <ListItemText
              primary={c.name}
              secondary={
                c.readOnly
                  ? t('apps.contacts.clientPerson', { client: c.client?.name ?? '' })
                  : [c.title, c.company].filter(Boolean).join(' · ')
              }
              slotProps={{ primary: { noWrap: true }, secondary: { noWrap: true } }}
            />
          </ListItemButton>
        </ListItem>
      ))}
    </List>
  );
}
