import { useState } from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { useDebounced } from '../../components/management/list/list-tools.tsx';
import { useT } from '../../lib/i18n/index.ts';
import { locationEndpoints } from '@wf/shared/contracts/locations/endpoints';
import { useEndpoint } from '../../lib/use-endpoint.ts';

export type LocationOption = { id: string; name: string; projectCode: string; clientName: string };

const label = (o: LocationOption) => `${o.name} · ${o.projectCode} · ${o.clientName}`;

/** The locations offered by a search (and the board's client and project filters): first thirty by name. */
export function locationOptionsInput(search: string, scope: { projectId?: string; clientId?: string } = {}) {
  return { query: { search: search || undefined, ...scope, pageSize: 30, sort: 'name', dir: 'asc' } } as const;
}

function useLocationOptions() {
  const [search, setSearch] = useState('');
  const debounced = useDebounced(search.trim(), 300);
  const options = useEndpoint(locationEndpoints.list, locationOptionsInput(debounced), {
    keepPrevious: true,
    select: (p): LocationOption[] => p.items.map((l) => ({ id: l.id, name: l.name, projectCode: l.projectCode, clientName: l.clientName })),
  });
  return { options, setSearch };
}

/** A project location found by name, project or client (open projects' locations). */
export function LocationPicker({
  value,
  onChange,
  error,
  helperText,
}: {
  value: LocationOption | null;
  onChange(v: LocationOption | null): void;
  error?: boolean;
  helperText?: string;
}) {
  const { t } = useT();
  const { options, setSearch } = useLocationOptions();
  return (
    <Autocomplete
      options={options.data ?? []}
      loading={options.isFetching}
      filterOptions={(x) => x}
      getOptionLabel={label}
      value={value}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      onInputChange={(_e, v, reason) => reason === 'input' && setSearch(v)}
      onChange={(_e, v) => onChange(v)}
      renderInput={(p) => (
        <TextField {...p} label={t('rosters.create.location')} required error={error} helperText={helperText ?? t('rosters.create.locationHint')} />
      )}
    />
  );
}

/** Several project locations (the week planner), found the same way. */
export function LocationsPicker({ value, onChange }: { value: LocationOption[]; onChange(v: LocationOption[]): void }) {
  const { t } = useT();
  const { options, setSearch } = useLocationOptions();
  return (
    <Autocomplete
      multiple
      options={options.data ?? []}
      loading={options.isFetching}
      filterOptions={(x) => x}
      getOptionLabel={label}
      value={value}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      onInputChange={(_e, v, reason) => reason === 'input' && setSearch(v)}
      onChange={(_e, v) => onChange(v)}
      renderInput={(p) => <TextField {...p} label={t('rosters.planner.locations')} helperText={t('rosters.planner.locationsHint')} />}
    />
  );
}
