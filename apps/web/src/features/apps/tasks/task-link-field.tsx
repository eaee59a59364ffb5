import { useEffect, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import Autocomplete from '@mui/material/Autocomplete';
import Chip from '@mui/material/Chip';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import Box from '@mui/material/Box';
import { shellEndpoints } from '@wf/shared/contracts/shell/endpoints';
import { isRecordGroup, SEARCH_DEBOUNCE_MS, SEARCH_MIN_LENGTH } from '@wf/shared/contracts/shell/search';
import type { TaskLink, TaskLinkKind } from '@wf/shared/contracts/apps/tasks/tasks';
import { TASK_LINK_KIND } from '@wf/shared/enums/apps';
import { call } from '../../../lib/call.ts';
import { useT } from '../../../lib/i18n/index.ts';

/** The global search's record groups a task may link to, and the kind each is. */
const GROUP_KIND: Record<string, TaskLinkKind> = { workers: 'worker', clients: 'client', projects: 'project' };

type Option = { kind: TaskLinkKind; id: string; name: string };

/**
 * The task's link to a worker, client or project page: the linked record (opens its page), or a
 * search among the records the caller's role may open (the global search's record groups).
 */
export function LinkField({
  value,
  disabled,
  onChange,
}: {
  value: TaskLink | null;
  disabled: boolean;
  onChange(v: TaskLink | null): void;
}) {
  const { t } = useT();
  const [input, setInput] = useState('');
  const [options, setOptions] = useState<Option[]>([]);
  useEffect(() => {
    const q = input.trim();
    if (q.length < SEARCH_MIN_LENGTH) return setOptions([]);
    const abort = new AbortController();
    const timer = setTimeout(() => {
      call(shellEndpoints.search, { body: { query: q }, signal: abort.signal })
        .then((groups) =>
          setOptions(
            groups
              .filter(isRecordGroup)
              .flatMap((g) =>
                GROUP_KIND[g.id] ? g.results.map((r) => ({ kind: GROUP_KIND[g.id]!, id: r.id, name: r.title })) : [],
              ),
          ),
        )
        .catch(() => undefined);
    }, SEARCH_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      abort.abort();
    };
  }, [input]);

  if (value) {
    const kind = t(TASK_LINK_KIND.key(value.kind));
    return (
      <Box>
        <Typography variant="subtitle2" sx={{ mb: 0.5 }}>
          {t('apps.tasks.editor.link')}
        </Typography>
        <Chip
          label={value.name ? `${kind}: ${value.name}` : t('apps.tasks.editor.linkHidden', { kind })}
          {...(value.path ? { component: RouterLink, to: value.path, clickable: true } : {})}
          onDelete={disabled ? undefined : () => onChange(null)}
          slotProps={{ root: { 'aria-label': value.name ?? kind } }}
        />
      </Box>
    );
  }
  return (
    <Autocomplete
      size="small"
      disabled={disabled}
      options={options}
      filterOptions={(o) => o}
      groupBy={(o) => t(TASK_LINK_KIND.key(o.kind))}
      getOptionLabel={(o) => o.name}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      inputValue={input}
      onInputChange={(_e, v) => setInput(v)}
      value={null}
      onChange={(_e, o) => o && onChange({ kind: o.kind, id: o.id, name: o.name, path: null })}
      renderInput={(params) => <TextField {...params} label={t('apps.tasks.editor.linkSearch')} />}
    />
  );
}
