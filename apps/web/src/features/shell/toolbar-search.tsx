import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import InputBase from '@mui/material/InputBase';
import ListSubheader from '@mui/material/ListSubheader';
import MenuItem from '@mui/material/MenuItem';
import MenuList from '@mui/material/MenuList';
import Paper from '@mui/material/Paper';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import SearchIcon from '@mui/icons-material/Search';
import CloseIcon from '@mui/icons-material/Close';
import {
  isGroup,
  isRecordGroup,
  type RecordResult,
  type SearchGroup,
  type SearchReply,
} from '@wf/shared/contracts/shell/search';
import { requestQuickChat } from '../apps/chat/index.ts';
import { createSearchTrigger } from './search-logic.ts';
import { shellEndpoints } from '@wf/shared/contracts/shell/endpoints';
import { call } from '../../lib/call.ts';
import { useT } from './shell-context.tsx';
import { navTitle } from './nav-titles.ts';

/** The fixed groups' headings by group id; a section's record group names its own key (else the server's label). */
const SEARCH_GROUP_KEYS: Partial<Record<string, string>> = {
  pages: 'shell.searchGroups.pages',
  contacts: 'shell.searchGroups.contacts',
  tasks: 'shell.searchGroups.tasks',
};
function heading(t: (key: string) => string, g: SearchGroup): string {
  const key = SEARCH_GROUP_KEYS[g.id] ?? (isRecordGroup(g) ? g.labelKey : undefined);
  return key ? t(key) : g.label;
}

/** The business's records of a group (a section's search provider: workers, clients…); none for the others. */
const recordsOf = (g: SearchGroup): RecordResult[] => (isRecordGroup(g) ? g.results : []);

/** Ctrl+K (Cmd+K on a Mac) opens the search from anywhere in the staff app. */
export const isSearchShortcut = (e: Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'altKey' | 'shiftKey'>) =>
  e.key.toLowerCase() === 'k' && (e.ctrlKey || e.metaKey) && !e.altKey && !e.shiftKey;

/**
 * Global search: the bar opens over the toolbar (its button or Ctrl/Cmd+K); POST api/common/search
 * after 300 ms with at least 2 characters; results grouped: the business's records (workers,
 * clients, projects, locations: each opens its page), contacts, pages, tasks; Escape closes the
 * suggestion list first, then the bar; closing clears the query.
 */
export function SearchBar() {
  const { t } = useT();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState('');
  const [results, setResults] = useState<SearchReply | null>(null);
  const [listOpen, setListOpen] = useState(false);
  // One trigger per mounted bar; `seq` drops answers that arrive after a newer query or a close.
  const [trigger] = useState(() => {
    let seq = 0;
    const t = createSearchTrigger(
      (q) => {
        const n = ++seq;
        // A superseded answer is dropped by `seq`, not by the query cache: a plain call.
        call(shellEndpoints.search, { body: { query: q } })
          .then((r) => {
            if (n !== seq) return;
            setResults(r);
            setListOpen(true);
          })
          .catch(() => undefined);
      },
      () => {
        seq++;
        setResults(null);
        setListOpen(false);
      },
    );
    return {
      input: t.input,
      cancel() {
        t.cancel();
        seq++;
      },
    };
  });
  useEffect(() => () => trigger.cancel(), [trigger]);
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (!isSearchShortcut(e)) return;
      e.preventDefault();
      setOpen(true);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  const close = () => {
    trigger.cancel();
    setOpen(false);
    setQuery('');
    setResults(null);
    setListOpen(false);
  };
  const pick = (fn: () => void) => {
    close();
    fn();
  };

  if (!open) {
    return (
      <Tooltip title={t('shell.search')}>
        <IconButton
          color="inherit"
          aria-label={t('shell.search')}
          aria-keyshortcuts="Control+K Meta+K"
          data-testid="search-button"
          onClick={() => setOpen(true)}
        >
          <SearchIcon />
        </IconButton>
      </Tooltip>
    );
  }
  return (
    <Box
      sx={{
        position: 'absolute',
        inset: 0,
        zIndex: 10,
        display: 'flex',
        alignItems: 'center',
        px: 2,
        bgcolor: 'background.paper',
        color: 'text.primary',
      }}
      data-testid="search-bar"
      // Escape anywhere in the bar (a result focused included) closes it (issue 29, item 9); the
      // input's own handler closes the list first.
      onKeyDown={(e) => {
        if (e.key === 'Escape' && !e.defaultPrevented && e.target !== e.currentTarget.querySelector('input')) close();
      }}
    >
      <SearchIcon sx={{ mr: 1, color: 'text.secondary' }} />
      <InputBase
        autoFocus
        fullWidth
        placeholder={t('shell.searchPlaceholder')}
        value={query}
        inputProps={{ 'aria-label': t('shell.search'), 'data-testid': 'search-input' }}
        onChange={(e) => {
          setQuery(e.target.value);
          trigger.input(e.target.value);
        }}
        onKeyDown={(e) => {
          if (e.key !== 'Escape') return;
          if (listOpen) setListOpen(false);
          else close();
        }}
      />
      <IconButton aria-label={t('shell.closeSearch')} onClick={close}>
        <CloseIcon />
      </IconButton>
      {listOpen && results && (
        <Paper
          elevation={8}
          sx={{ position: 'absolute', top: '100%', left: 8, right: 8, maxHeight: '60vh', overflowY: 'auto' }}
          data-testid="search-results"
        >
          {results.length === 0 && (
            <Typography sx={{ p: 3, textAlign: 'center' }} color="text.secondary">
              {t('shell.noResults')}
            </Typography>
          )}
          {results.length > 0 && (
            <MenuList dense>
              {results.map((group) => [
                <ListSubheader
                  key={`${group.id}-label`}
                  sx={{ fontWeight: 700, textTransform: 'uppercase', fontSize: 12 }}
                >
                  {heading(t, group)}
                </ListSubheader>,
                ...recordsOf(group).map((r) => (
                  <MenuItem
                    key={r.id}
                    onClick={() => pick(() => void navigate(r.link))}
                    data-testid={`search-${group.id}-${r.id}`}
                  >
                    <Box sx={{ minWidth: 0 }}>
                      <Typography variant="body2" noWrap>
                        {r.title}
                      </Typography>
                      {r.subtitle && (
                        <Typography variant="caption" color="text.secondary" noWrap component="div">
                          {r.subtitle}
                        </Typography>
                      )}
                    </Box>
                  </MenuItem>
                )),
                ...(isGroup(group, 'contacts') ? group.results : []).map((c) => (
                  <MenuItem
                    key={c.id}
                    onClick={() => pick(() => (c.link ? void navigate(c.link) : requestQuickChat(c.id)))}
                    data-testid={`search-contacts-${c.id}`}
                  >
                    <Avatar src={c.avatar ?? undefined} sx={{ width: 28, height: 28, mr: 1.5, fontSize: 14 }}>
                      {c.name[0]}
                    </Avatar>
                    {c.name}
                  </MenuItem>
                )),
                ...(isGroup(group, 'pages') ? group.results : []).map((p) => (
                  <MenuItem key={p.id} onClick={() => pick(() => void navigate(p.link))}>
                    <Box>
                      <Typography variant="body2">{navTitle(t, p)}</Typography>
                      <Typography variant="caption" color="text.secondary">
                        {p.link}
                      </Typography>
                    </Box>
                  </MenuItem>
                )),
                ...(isGroup(group, 'tasks') ? group.results : []).map((task) => (
                  <MenuItem key={task.id} onClick={() => pick(() => void navigate(task.link))}>
                    <Typography variant="body2" sx={{ textDecoration: task.completed ? 'line-through' : undefined }}>
                      {task.title}
                    </Typography>
                  </MenuItem>
                )),
              ])}
            </MenuList>
          )}
        </Paper>
      )}
    </Box>
  );
}
