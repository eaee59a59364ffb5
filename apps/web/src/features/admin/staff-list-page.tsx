import { useState } from 'react';
import { Link as RouterLink, useLocation } from 'react-router';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Snackbar from '@mui/material/Snackbar';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import AddIcon from '@mui/icons-material/PersonAdd';
import { STAFF_SORT_FIELDS, type StaffListQueryInput } from '@wf/shared/contracts/admin/admin';
import { ROLES, type Role } from '@wf/shared/roles';
import { ACCOUNT_STATUS, type AccountStatus } from '@wf/shared/enums/accounts';
import { useT } from '../../lib/i18n/index.ts';
import { adminEndpoints } from '@wf/shared/contracts/admin/endpoints';
import { useEndpoint } from '../../lib/use-endpoint.ts';
import { roleOptions, statusOptions } from './labels.ts';
import { StaffActionDialog, type StaffAction } from './staff-actions.tsx';
import { useStaffColumns } from './staff-columns.tsx';
import { serverSort } from '../../components/management/list/server-grid.tsx';
import { CreateButton, useListState, urlSelect } from '../../components/management/list/list-toolbar.tsx';
import { RecordListPage } from '../../components/management/list/record-list.tsx';
import { staffPages } from '@wf/shared/contracts/admin/pages';

/** /admin-management/list: staff accounts with server paging, search and filters. */
export function Component() {
  const { t } = useT();
  const { grid, url, search } = useListState([{ field: 'name', sort: 'asc' }]);
  const { pagination } = grid;
  const debounced = search.debounced;
  const role: Role | '' = url.pick('role', ROLES) ?? '';
  const status: AccountStatus | '' = url.pick('status', ACCOUNT_STATUS.values) ?? '';
  const awaiting = url.params.get('awaiting') === '1';
  const [action, setAction] = useState<StaffAction | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const created = (useLocation().state as { created?: string; mode?: string } | null) ?? null;

  const order = serverSort(grid.sort, STAFF_SORT_FIELDS, 'name');
  const query: StaffListQueryInput = {
    search: debounced || undefined,
    role: role || undefined,
    status: status || undefined,
    awaitingActivation: awaiting ? 'true' : undefined,
    page: pagination.page,
    pageSize: pagination.pageSize,
    sort: order.sort,
    order: order.dir,
  };
  const list = useEndpoint(adminEndpoints.listStaff, { query }, { keepPrevious: true });
  const columns = useStaffColumns(setAction);

  return (
    <RecordListPage
      title={t('admin.staff.title')}
      subtitle={t('admin.staff.subtitle')}
      actions={
        // One row that does not wrap: the buttons narrow instead.
        <Stack direction="row" spacing={1}>
          <Button component={RouterLink} to={staffPages.auditLog()} variant="outlined">
            {t('admin.staff.auditLog')}
          </Button>
          <CreateButton to={staffPages.create()} icon={<AddIcon />}>
            {t('admin.staff.newUser')}
          </CreateButton>
        </Stack>
      }
      search={{ search, label: t('admin.staff.searchLabel'), ariaLabel: t('admin.staff.searchAria'), minWidth: 280 }}
      filters={[
        urlSelect(url, 'role', role, {
          label: t('admin.staff.role'),
          minWidth: 140,
          allLabel: t('admin.staff.allRoles'),
          options: roleOptions(t),
        }),
        urlSelect(url, 'status', status, {
          label: t('common.status'),
          minWidth: 140,
          allLabel: t('admin.staff.allStatuses'),
          options: statusOptions(t),
        }),
        <FormControlLabel
          control={
            <Switch checked={awaiting} onChange={(e) => url.setParam('awaiting', e.target.checked ? '1' : '')} />
          }
          label={t('admin.staff.awaiting')}
        />,
      ]}
      chooseColumns={false}
      belowToolbar={
        created?.created && (
          <Alert severity="success" sx={{ mb: 2 }}>
            {t(created.mode === 'invite' ? 'admin.staff.createdInvite' : 'admin.staff.createdPassword', { email: created.created })}
          </Alert>
        )
      }
      loadError={t('admin.staff.loadError')}
      retry
      grid={grid}
      list={list}
      columns={columns}
      onOpen={(user) => setAction({ kind: 'edit', user })}
      noRows={t('admin.staff.noRows')}
      label={t('admin.staff.title')}
    >
      {action && <StaffActionDialog key={`${action.kind}:${action.user.id}`} action={action} onClose={() => setAction(null)} onDone={setNotice} />}
      <Snackbar open={!!notice} autoHideDuration={4000} onClose={() => setNotice(null)} message={notice} />
    </RecordListPage>
  );
}
