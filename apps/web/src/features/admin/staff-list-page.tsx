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
import { ACCOUNT_STATUSES, ROLES, type AccountStatus, type Role } from '@wf/shared/roles';
import { useT } from '../../lib/i18n/index.ts';
import { adminApi, adminKeys } from './admin-api.ts';
import { roleOptions, statusOptions } from './labels.ts';
import { StaffActionDialog, type StaffAction } from './staff-actions.tsx';
import { useStaffColumns } from './staff-columns.tsx';
import { ServerDataGrid, serverSort, useListQuery } from '../../components/management/server-grid.tsx';
import {
  CreateButton,
  ListPage,
  ListToolbar,
  LoadErrorAlert,
  useListState,
  urlSelect,
} from '../../components/management/list-toolbar.tsx';

/** /admin-management/list: staff accounts with server paging, search and filters. */
export function Component() {
  const { t } = useT();
  const { grid, url, search } = useListState([{ field: 'name', sort: 'asc' }]);
  const { pagination } = grid;
  const debounced = search.debounced;
  const role: Role | '' = url.pick('role', ROLES) ?? '';
  const status: AccountStatus | '' = url.pick('status', ACCOUNT_STATUSES) ?? '';
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
  const list = useListQuery(query, adminKeys.staff, adminApi.listStaff);
  const columns = useStaffColumns(setAction);

  return (
    <ListPage
      title={t('admin.staff.title')}
      subtitle={t('admin.staff.subtitle')}
      actions={
        // One row that does not wrap: the buttons narrow instead.
        <Stack direction="row" spacing={1}>
          <Button component={RouterLink} to="/admin-management/audit-log" variant="outlined">
            {t('admin.staff.auditLog')}
          </Button>
          <CreateButton to="/admin-management/list/create-management" icon={<AddIcon />}>
            {t('admin.staff.newUser')}
          </CreateButton>
        </Stack>
      }
    >
      <ListToolbar
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
      />

      {created?.created && (
        <Alert severity="success" sx={{ mb: 2 }}>
          {t(created.mode === 'invite' ? 'admin.staff.createdInvite' : 'admin.staff.createdPassword', { email: created.created })}
        </Alert>
      )}
      <LoadErrorAlert query={list} retry>
        {t('admin.staff.loadError')}
      </LoadErrorAlert>
      <ServerDataGrid grid={grid} list={list} columns={columns} onOpen={(user) => setAction({ kind: 'edit', user })} localeText={{ noRowsLabel: t('admin.staff.noRows') }} />

      {action && <StaffActionDialog key={`${action.kind}:${action.user.id}`} action={action} onClose={() => setAction(null)} onDone={setNotice} />}
      <Snackbar open={!!notice} autoHideDuration={4000} onClose={() => setNotice(null)} message={notice} />
    </ListPage>
  );
}
