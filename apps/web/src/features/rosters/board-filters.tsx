import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { useUrlParamsUpdate } from '../../lib/url-params.ts';
import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { useDebounced } from '../../components/management/list/list-tools.tsx';
import { useT } from '../../lib/i18n/index.ts';
import { clientEndpoints } from '@wf/shared/contracts/clients/endpoints';
import { projectEndpoints } from '@wf/shared/contracts/projects/endpoints';
import { locationEndpoints } from '@wf/shared/contracts/locations/endpoints';
import { useEndpoint } from '../../lib/use-endpoint.ts';
import { locationOptionsInput } from './location-picker.tsx';

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

/** The options of one kind (names only), read while its list is open; within the narrower filters. */
function useOptions(kind: Kind, search: string, f: BoardFilters, open: boolean) {
  const s = search || undefined;
  const clients = useEndpoint(
    clientEndpoints.list,
    { query: { search: s, pageSize: 30, sort: 'name', dir: 'asc' } },
    { enabled: open && kind === 'clients', keepPrevious: true, select: (p): Option[] => p.items.map((c) => ({ id: c.id, label: c.name })) },
  );
  const projects = useEndpoint(
    projectEndpoints.list,
    { query: { search: s, clientId: f.clientId, pageSize: 30, sort: 'code', dir: 'desc' } },
    {
      enabled: open && kind === 'projects',
      keepPrevious: true,
      select: (p): Option[] => p.items.map((x) => ({ id: x.id, label: `${x.code} · ${x.name}` })),
    },
  );
  const locations = useEndpoint(locationEndpoints.list, locationOptionsInput(search, { projectId: f.projectId, clientId: f.clientId }), {
    enabled: open && kind === 'locations',
    keepPrevious: true,
    select: (p): Option[] => p.items.map((l) => ({ id: l.id, label: `${l.name} · ${l.projectCode}` })),
  });
  return kind === 'clients' ? clients : kind === 'projects' ? projects : locations;
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
  const options = useOptions(kind, debounced, filters, open);
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
