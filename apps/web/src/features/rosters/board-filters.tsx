import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { useUrlParamsUpdate } from '../../lib/url-params.ts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { useDebounced } from '../../components/management/list-tools.tsx';
import { useT } from '../../lib/i18n/index.ts';
import { rosterKeys, rostersApi } from './rosters-api.ts';

type Option = { id: string; label: string };
type Kind = 'clients' | 'projects' | 'locations';

/** The board's filters kept in the URL: ?clientId=&clientName=, projectId, locationId (names for the labels). */
export function useBoardFilters() {
  const [params] = useSearchParams();
  const get = (k: string) => params.get(k) ?? undefined;
  const set = useUrlParamsUpdate();
  return {
    clientId: get('clientId'),
    projectId: get('projectId'),
    locationId: get('locationId'),
    params,
    set,
  };
}

export type BoardFilters = ReturnType<typeof useBoardFilters>;

function fetchOptions(kind: Kind, search: string, f: BoardFilters): Promise<Option[]> {
  if (kind === 'clients') return rostersApi.clientOptions(search).then((p) => p.items.map((c) => ({ id: c.id, label: c.name })));
  if (kind === 'projects')
    return rostersApi
      .projectOptions(search, f.clientId)
      .then((p) => p.items.map((x) => ({ id: x.id, label: `${x.code} · ${x.name}` })));
  return rostersApi
    .locationOptions(search, f.projectId, f.clientId)
    .then((p) => p.items.map((l) => ({ id: l.id, label: `${l.name} · ${l.projectCode}` })));
}

const PARAM: Record<Kind, { id: string; name: string; label: string; clears: string[] }> = {
  clients: { id: 'clientId', name: 'clientName', label: 'rosters.filters.client', clears: ['projectId', 'projectName', 'locationId', 'locationName'] },
  projects: { id: 'projectId', name: 'projectName', label: 'rosters.filters.project', clears: ['locationId', 'locationName'] },
  locations: { id: 'locationId', name: 'locationName', label: 'rosters.filters.location', clears: [] },
};

/** A searchable filter of clients, projects or locations; choosing one clears the narrower ones. */
export function EntityFilter({ kind, filters }: { kind: Kind; filters: BoardFilters }) {
  const { t } = useT();
  const p = PARAM[kind];
  const [search, setSearch] = useState('');
  const debounced = useDebounced(search.trim(), 300);
  const [open, setOpen] = useState(false);
  const options = useQuery({
    queryKey: rosterKeys.options(kind, debounced, kind === 'locations' ? `${filters.clientId}:${filters.projectId}` : filters.clientId),
    queryFn: () => fetchOptions(kind, debounced, filters),
    enabled: open,
    placeholderData: keepPreviousData,
  });
  const id = filters.params.get(p.id);
  const value: Option | null = id ? { id, label: filters.params.get(p.name) ?? t('rosters.filters.selected') } : null;
  return (
    <Autocomplete
      size="small"
      sx={{ minWidth: { xs: '100%', md: 260 } }}
      open={open}
      onOpen={() => setOpen(true)}
      onClose={() => setOpen(false)}
      options={options.data ?? []}
      loading={options.isFetching}
      filterOptions={(x) => x}
      value={value}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      onInputChange={(_e, v, reason) => reason === 'input' && setSearch(v)}
      onChange={(_e, v) =>
        filters.set({ [p.id]: v?.id, [p.name]: v?.label, ...Object.fromEntries(p.clears.map((k) => [k, undefined])) })
      }
      renderInput={(params) => <TextField {...params} label={t(p.label)} />}
    />
  );
}
