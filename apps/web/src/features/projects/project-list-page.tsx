import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import Autocomplete from '@mui/material/Autocomplete';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import WorkOutlineIcon from '@mui/icons-material/BusinessCenter';
import { PROJECT_SORT_FIELDS, type ProjectListQuery } from '@wf/shared/contracts/projects/projects';
import { PROJECT_STATUSES, type ProjectStatus } from '@wf/shared/domain/projects/project-rules';
import { projectEndpoints } from '@wf/shared/contracts/projects/endpoints';
import { EmptyState } from '../../components/management/list-tools.tsx';
import { RecordListPage } from '../../components/management/record-list.tsx';
import { useT } from '../../lib/i18n/index.ts';
import { useCan } from '../../lib/use-can.ts';
import {
  archivedFilter,
  CreateButton,
  useListState,
} from '../../components/management/list-toolbar.tsx';
import { projectKeys, projectsApi } from './projects-api.ts';
import { PROJECT_NO_STATUS_KEYS, PROJECT_STATUS_COLORS, PROJECT_STATUS_KEYS } from './labels.ts';
import { useProjectColumns } from './project-columns.tsx';
import { serverSort, useListQuery } from '../../components/management/server-grid.tsx';
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
  const status: ProjectStatus | undefined = url.pick('status', PROJECT_STATUSES);
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
  const list = useListQuery(query, projectKeys.list, projectsApi.list);
  const clients = useQuery({
    queryKey: projectKeys.clientOptions(clientSearch),
    queryFn: () => projectsApi.clientOptions(clientSearch),
  });
  const counts = list.data?.counts;
  const filtered = Boolean(debounced || clientId || archived !== 'exclude');

  const columns = useProjectColumns();

  const chip = (s: ProjectStatus | undefined, label: string, n: number | undefined) => (
    <Chip
      key={s ?? 'all'}
      label={n === undefined ? label : t('projects.list.chip', { label, count: n })}
      color={status === s ? (s ? PROJECT_STATUS_COLORS[s] : 'primary') : 'default'}
      variant={status === s ? 'filled' : 'outlined'}
      onClick={() => setParam({ status: s })}
      aria-pressed={status === s}
      sx={{ fontWeight: status === s ? 700 : 400 }}
    />
  );

  const emptyOverlay = () => {
    if (counts && counts.all === 0 && !filtered) {
      return (
        <EmptyState
          icon={<WorkOutlineIcon />}
          title={t('projects.list.emptyTitle')}
          text={can(projectEndpoints.create) ? t('projects.list.emptyTextCreate') : t('projects.list.emptyTextView')}
          action={
            can(projectEndpoints.create) && (
              <CreateButton to="/project-management/list/create-project">{t('projects.list.createFirst')}</CreateButton>
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
      exporting={{ base: 'projects', download: (format) => projectsApi.export({ ...filters, status }, format) }}
      actions={
        can(projectEndpoints.create) && (
          <CreateButton to="/project-management/list/create-project">{t('projects.list.newProject')}</CreateButton>
        )
      }
      above={
        <Stack
          direction="row"
          spacing={1}
          sx={{ mb: 2, flexWrap: 'wrap', rowGap: 1 }}
          role="group"
          aria-label={t('projects.list.statusFilter')}
        >
          {chip(undefined, t('projects.list.all'), counts?.all)}
          {PROJECT_STATUSES.map((s) => chip(s, t(PROJECT_STATUS_KEYS[s]), counts?.[s]))}
        </Stack>
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
