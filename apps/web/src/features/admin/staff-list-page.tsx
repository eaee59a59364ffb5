import { useMemo, useState } from 'react';
import { Link as RouterLink, useLocation } from 'react-router';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { GridActionsCellItem, type GridColDef } from '@mui/x-data-grid';
import Alert from '@mui/material/Alert';
import Avatar from '@mui/material/Avatar';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import Snackbar from '@mui/material/Snackbar';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import AddIcon from '@mui/icons-material/PersonAdd';
import EditIcon from '@mui/icons-material/Edit';
import BlockIcon from '@mui/icons-material/Block';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import LockResetIcon from '@mui/icons-material/LockReset';
import HowToRegIcon from '@mui/icons-material/HowToReg';
import {
  STAFF_SORT_FIELDS,
  type StaffListQueryInput,
  type StaffUserRow,
  type UpdateStaffBody,
} from '@wf/shared/contracts/admin/admin';
import { ACCOUNT_STATUSES, ROLES, type AccountStatus, type Role } from '@wf/shared/roles';
import { adminApi, adminKeys } from './admin-api.ts';
import { formatDate, ROLE_LABELS, ROLE_OPTIONS, STATUS_COLORS, STATUS_LABELS } from './labels.ts';
import { ActivateDialog, ConfirmDialog, EditStaffDialog } from './staff-dialogs.tsx';
import { ServerDataGrid, serverSort, useListQuery } from '../../components/management/server-grid.tsx';
import {
  CreateButton,
  ListPage,
  ListToolbar,
  LoadErrorAlert,
  useListState,
} from '../../components/management/list-toolbar.tsx';

type Dialog =
  | { kind: 'edit'; user: StaffUserRow }
  | { kind: 'disable' | 'enable' | 'reset'; user: StaffUserRow }
  | { kind: 'activate'; user: StaffUserRow };

const STATUS_OPTIONS = ACCOUNT_STATUSES.map((s) => ({ value: s, label: STATUS_LABELS[s] }));

/** /admin-management/list: staff accounts with server paging, search and filters. */
export function Component() {
  const client = useQueryClient();
  const { grid, url, search } = useListState([{ field: 'name', sort: 'asc' }]);
  const { pagination } = grid;
  const debounced = search.debounced;
  const role: Role | '' = url.pick('role', ROLES) ?? '';
  const status: AccountStatus | '' = url.pick('status', ACCOUNT_STATUSES) ?? '';
  const awaiting = url.params.get('awaiting') === '1';
  const [dialog, setDialog] = useState<Dialog | null>(null);
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

  const refresh = () => client.invalidateQueries({ queryKey: adminKeys.all });
  const update = useMutation({
    mutationFn: (v: { id: string; body: UpdateStaffBody }) => adminApi.updateStaff(v.id, v.body),
    onSuccess: refresh,
  });
  const activate = useMutation({
    mutationFn: (v: { id: string; role: Role }) => adminApi.activate(v.id, v.role),
    onSuccess: refresh,
  });
  const reset = useMutation({ mutationFn: (id: string) => adminApi.sendReset(id), onSuccess: refresh });

  const columns = useMemo<GridColDef<StaffUserRow>[]>(
    () => [
      {
        field: 'name',
        headerName: 'Name',
        flex: 1.2,
        minWidth: 160,
        renderCell: ({ row }) => (
          <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', height: '100%' }}>
            <Avatar src={row.avatar ?? undefined} alt="" sx={{ width: 28, height: 28, fontSize: 14 }}>
              {row.name.slice(0, 1).toUpperCase()}
            </Avatar>
            <span>{row.name}</span>
          </Stack>
        ),
      },
      { field: 'username', headerName: 'Username', flex: 0.7, minWidth: 90 },
      { field: 'email', headerName: 'E-mail', flex: 1.2, minWidth: 150 },
      { field: 'role', headerName: 'Role', width: 90, valueFormatter: (v: Role | null) => (v ? ROLE_LABELS[v] : '—') },
      {
        field: 'accountStatus',
        headerName: 'Status',
        width: 200,
        renderCell: ({ row }) => (
          <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center', height: '100%' }}>
            <Chip size="small" label={STATUS_LABELS[row.accountStatus]} color={STATUS_COLORS[row.accountStatus]} />
            {row.accountStatus === 'pending' && !row.emailConfirmed && (
              <Chip size="small" variant="outlined" label="E-mail not confirmed" />
            )}
            {row.accountStatus === 'active' && !row.hasPassword && (
              <Chip size="small" variant="outlined" color="info" label="Invited" />
            )}
            {row.mustChangePassword && <Chip size="small" variant="outlined" label="First password" />}
          </Stack>
        ),
      },
      { field: 'createdAt', headerName: 'Created', width: 110, valueFormatter: (v: string) => formatDate(v) },
      {
        field: 'actions',
        type: 'actions',
        headerName: 'Actions',
        width: 150,
        getActions: ({ row }) => {
          const items = [
            <GridActionsCellItem
              key="edit"
              icon={<EditIcon />}
              label="Edit"
              onClick={() => setDialog({ kind: 'edit', user: row })}
            />,
          ];
          if (row.accountStatus === 'pending') {
            items.push(
              <GridActionsCellItem
                key="activate"
                icon={<HowToRegIcon />}
                label="Activate"
                onClick={() => setDialog({ kind: 'activate', user: row })}
              />,
            );
          }
          if (row.accountStatus === 'disabled') {
            items.push(
              <GridActionsCellItem
                key="enable"
                icon={<CheckCircleIcon />}
                label="Enable"
                onClick={() => setDialog({ kind: 'enable', user: row })}
              />,
            );
          } else {
            items.push(
              <GridActionsCellItem
                key="disable"
                icon={<BlockIcon />}
                label="Disable"
                onClick={() => setDialog({ kind: 'disable', user: row })}
              />,
            );
          }
          if (row.accountStatus !== 'disabled') {
            items.push(
              <GridActionsCellItem
                key="reset"
                icon={<LockResetIcon />}
                label={row.hasPassword ? 'Send password reset' : 'Resend invitation'}
                onClick={() => setDialog({ kind: 'reset', user: row })}
              />,
            );
          }
          return items;
        },
      },
    ],
    [setDialog],
  );

  return (
    <ListPage
      title="Staff accounts"
      subtitle="Create, edit and disable the accounts of admins, managers, HR and finance staff."
      actions={
        // One row that does not wrap: the buttons narrow instead.
        <Stack direction="row" spacing={1}>
          <Button component={RouterLink} to="/admin-management/audit-log" variant="outlined">
            Audit log
          </Button>
          <CreateButton to="/admin-management/list/create-management" icon={<AddIcon />}>
            New user
          </CreateButton>
        </Stack>
      }
    >
      <ListToolbar
        search={{ search, label: 'Search name, e-mail or username', ariaLabel: 'Search staff', minWidth: 280 }}
        filters={[
          {
            label: 'Role',
            value: role,
            onChange: (v) => url.setParam('role', v),
            minWidth: 140,
            allLabel: 'All roles',
            options: ROLE_OPTIONS,
          },
          {
            label: 'Status',
            value: status,
            onChange: (v) => url.setParam('status', v),
            minWidth: 140,
            allLabel: 'All statuses',
            options: STATUS_OPTIONS,
          },
          <FormControlLabel
            control={
              <Switch checked={awaiting} onChange={(e) => url.setParam('awaiting', e.target.checked ? '1' : '')} />
            }
            label="Awaiting activation"
          />,
        ]}
      />

      {created?.created && (
        <Alert severity="success" sx={{ mb: 2 }}>
          {created.mode === 'invite'
            ? `The account for ${created.created} is created and an invitation to set a password is on its way.`
            : `The account for ${created.created} is created. Give them the first password; they must change it after signing in.`}
        </Alert>
      )}
      <LoadErrorAlert query={list} retry>
        The staff list could not be loaded.
      </LoadErrorAlert>
      <ServerDataGrid
        grid={grid}
        list={list}
        columns={columns}
        localeText={{ noRowsLabel: 'No staff accounts match these filters' }}
      />

      {dialog?.kind === 'edit' && (
        <EditStaffDialog
          user={dialog.user}
          onClose={() => setDialog(null)}
          onSave={(body) => update.mutateAsync({ id: dialog.user.id, body }).then(() => setNotice('Saved'))}
        />
      )}
      {dialog?.kind === 'activate' && (
        <ActivateDialog
          user={dialog.user}
          onClose={() => setDialog(null)}
          onActivate={(r) =>
            activate.mutateAsync({ id: dialog.user.id, role: r }).then(() => setNotice(`${dialog.user.name} is active`))
          }
        />
      )}
      {dialog?.kind === 'disable' && (
        <ConfirmDialog
          title={`Disable ${dialog.user.name}?`}
          text="They are signed out at once and cannot sign in until an administrator enables the account again."
          confirmLabel="Disable"
          danger
          onClose={() => setDialog(null)}
          onConfirm={() =>
            update
              .mutateAsync({ id: dialog.user.id, body: { accountStatus: 'disabled' } })
              .then(() => setNotice(`${dialog.user.name} is disabled`))
          }
        />
      )}
      {dialog?.kind === 'enable' && (
        <ConfirmDialog
          title={`Enable ${dialog.user.name}?`}
          text="They can sign in again with their password."
          confirmLabel="Enable"
          onClose={() => setDialog(null)}
          onConfirm={() =>
            update
              .mutateAsync({ id: dialog.user.id, body: { accountStatus: 'active' } })
              .then(() => setNotice(`${dialog.user.name} is enabled`))
          }
        />
      )}
      {dialog?.kind === 'reset' && (
        <ConfirmDialog
          title={dialog.user.hasPassword ? 'Send a password reset link?' : 'Resend the invitation?'}
          text={
            dialog.user.hasPassword
              ? `${dialog.user.email} gets a link to set a new password (valid 24 hours, once). Their current password keeps working until then.`
              : `${dialog.user.email} gets a new link to set their password (valid 7 days, once).`
          }
          confirmLabel="Send"
          onClose={() => setDialog(null)}
          onConfirm={() => reset.mutateAsync(dialog.user.id).then((r) => setNotice(r.message))}
        />
      )}
      <Snackbar open={!!notice} autoHideDuration={4000} onClose={() => setNotice(null)} message={notice} />
    </ListPage>
  );
}
