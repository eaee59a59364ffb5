import { useState } from 'react';
import { useNavigate } from 'react-router';
import Autocomplete from '@mui/material/Autocomplete';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import WorkOutlineIcon from '@mui/icons-material/BusinessCenter';
import { PROJECT_SORT_FIELDS, type ProjectListQuery } from '@wf/shared/contracts/projects/projects';
import { PROJECT_STATUS, type ProjectStatus } from '@wf/shared/enums/records';
import { projectEndpoints } from '@wf/shared/contracts/projects/endpoints';
import { clientEndpoints } from '@wf/shared/contracts/clients/endpoints';
import { EmptyState } from '../../components/management/list/list-tools.tsx';
import { RecordListPage } from '../../components/management/list/record-list.tsx';
import { FilterChips } from '../../components/management/list/filter-chips.tsx';
import { useT } from '../../lib/i18n/index.ts';
import { useCan } from '../../lib/use-can.ts';
import {
  archivedFilter,
  CreateButton,
  useListState,
} from '../../components/management/list/list-toolbar.tsx';
import { call } from '../../lib/call.ts';
import { useEndpoint } from '../../lib/use-endpoint.ts';
import { clientOptionsQuery } from './client-options.ts';
import { PROJECT_NO_STATUS_KEYS } from './labels.ts';
import { chipColour } from '../../lib/enum-chip.tsx';
import { useProjectColumns } from './project-columns.tsx';
import { serverSort } from '../../components/management/list/server-grid.tsx';
import { projectPages } from '@wf/shared/contracts/projects/pages';

/** /project-management/list: the first screen after sign-in. Status chips with counts, search, filters, export. */
export function Component() {
  const navigate = useNavigate();
  const { t } = useT();
  const can = useCan();
  // Positions / heads and locations are in the column chooser (and on the project's page): with
  // every column shown, the dates and names were cut to a few characters at 1440 px.
  const { grid, url, search } = useListState([{ field: 'startDate', sort: 'desc' }], {
    headcount: false,
    locationCount: false,
  });
  const setParam = url.set;
  const debounced = search.debounced;
  const status: ProjectStatus | undefined = url.pick('status', PROJECT_STATUS.values);
  const { archived, filter: archivedSelect } = archivedFilter(url, t);
  const clientId = url.params.get('clientId') ?? undefined;
  const [clientLabel, setClientLabel] = useState<string | null>(url.params.get('clientName'));
  const [clientSearch, setClientSearch] = useState('');

  const filters = {
    search: debounced || undefined,
    clientId,
    archived,
    ...serverSort(grid.sort, PROJECT_SORT_FIELDS, 'startDate', 'desc'),
  };
  const query: ProjectListQuery = { ...filters, status, ...grid.page };
  const list = useEndpoint(projectEndpoints.list, { query }, { keepPrevious: true });
  const clients = useEndpoint(clientEndpoints.list, clientOptionsQuery(clientSearch));
  const counts = list.data?.counts;
  const filtered = Boolean(debounced || clientId || archived !== 'exclude');

  const columns = useProjectColumns();

  const chip = (key: ProjectStatus | 'all', label: string, n: number | undefined) => ({
    key,
    label: n === undefined ? label : t('projects.list.chip', { label, count: n }),
  });

  const emptyOverlay = () => {
    if (counts && counts.all === 0 && !filtered) {
      return (
        <EmptyState
          icon={<WorkOutlineIcon />}
          title={t('projects.list.emptyTitle')}
          text={can(projectEndpoints.create) ? t('projects.list.emptyTextCreate') : t('projects.list.emptyTextView')}
          action={
            can(projectEndpoints.create) && (
              <CreateButton to={projectPages.create()}>{t('projects.list.createFirst')}</CreateButton>
            )
          }
        />
      );
    }
    return (
      <EmptyState
        title={status ? t(PROJECT_NO_STATUS_KEYS[status]) : t('projects.list.noMatchTitle')}
        text={t('projects.list.noMatchText')}
        action={
          <Button
            onClick={() => {
              search.setValue('');
              setClientLabel(null);
              setParam({
                status: undefined,
                clientId: undefined,
                clientName: undefined,
                archived: undefined,
                search: undefined,
              });
            }}
          >
            {t('projects.list.clearFilters')}
          </Button>
        }
      />
    );
  };

  return (
    <RecordListPage
      title={t('projects.list.title')}
      subtitle={t('projects.list.subtitle')}
      exporting={{ base: 'projects', download: (format) => call(projectEndpoints.export, { query: { ...filters, status, format } }) }}
      actions={
        can(projectEndpoints.create) && (
          <CreateButton to={projectPages.create()}>{t('projects.list.newProject')}</CreateButton>
        )
      }
      above={
        <FilterChips
          label={t('projects.list.statusFilter')}
          chips={[
            chip('all', t('projects.list.all'), counts?.all),
            ...PROJECT_STATUS.values.map((s) => chip(s, t(PROJECT_STATUS.key(s)), counts?.[s])),
          ]}
          value={status ?? 'all'}
          onChange={(s) => setParam({ status: s === 'all' ? undefined : s })}
          colour={(s) => (s === 'all' ? 'primary' : chipColour(PROJECT_STATUS, s))}
          bold
        />
      }
      search={{ search, label: t('projects.list.search'), minWidth: 280 }}
      filters={[
        <Autocomplete
          size="small"
          sx={{ minWidth: 260 }}
          options={clients.data?.items ?? []}
          getOptionLabel={(o) => o.name}
          filterOptions={(x) => x}
          value={
            clientId
              ? ((clients.data?.items.find((c) => c.id === clientId) ?? {
                  id: clientId,
                  name: clientLabel ?? t('projects.list.selectedClient'),
                }) as never)
              : null
          }
          isOptionEqualToValue={(a, b) => a.id === b.id}
          onInputChange={(_e, v, reason) => reason === 'input' && setClientSearch(v)}
          onChange={(_e, v) => {
            setClientLabel(v?.name ?? null);
            setParam({ clientId: v?.id, clientName: v?.name });
          }}
          renderInput={(p) => <TextField {...p} label={t('projects.list.client')} />}
        />,
        archivedSelect,
      ]}
      grid={grid}
      list={list}
      columns={columns}
      onOpen={(row) => navigate(projectPages.record(row.id))}
      noRows={emptyOverlay()}
      label={t('projects.list.gridLabel')}
    >
      <Typography variant="caption" color="text.secondary" sx={{ display: 'block', mt: 1 }}>
        {t('projects.list.footnote')}
      </Typography>
    </RecordListPage>
  );
}
