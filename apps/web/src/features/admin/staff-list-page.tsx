import { useEffect, useMemo, useState } from 'react';
import { Link as RouterLink, useLocation, useSearchParams } from 'react-router';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { GridActionsCellItem, type GridColDef } from '@mui/x-data-grid';
import Alert from '@mui/material/Alert';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Snackbar from '@mui/material/Snackbar';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/PersonAdd';
import EditIcon from '@mui/icons-material/Edit';
import BlockIcon from '@mui/icons-material/Block';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import LockResetIcon from '@mui/icons-material/LockReset';
import HowToRegIcon from '@mui/icons-material/HowToReg';
import { STAFF_SORT_FIELDS, type StaffListQueryInput, type StaffSortField, type StaffUserRow } from '@wf/shared/contracts/admin/admin';
import { ACCOUNT_STATUSES, ROLES, type AccountStatus, type Role } from '@wf/shared/roles';
import { adminApi, adminKeys } from './admin-api.ts';
import { formatDate, ROLE_LABELS, STATUS_COLORS, STATUS_LABELS } from './labels.ts';
import { ActivateDialog, ConfirmDialog, EditStaffDialog } from './staff-dialogs.tsx';
import { ServerDataGrid, useServerGrid } from '../../components/management/server-grid.tsx';

type Dialog =
  | { kind: 'edit'; user: StaffUserRow }
  | { kind: 'disable' | 'enable' | 'reset'; user: StaffUserRow }
  | { kind: 'activate'; user: StaffUserRow };

/** Debounces a value (search box). */
function useDebounced<T>(value: T, ms: number): T {
  const [v, setV] = useState(value);
  useEffect(() => {
    const t = setTimeout(() => setV(value), ms);
    return () => clearTimeout(t);
  }, [value, ms]);
  return v;
}

/** /admin-management/list: staff accounts with server paging, search and filters. */
export function Component() {
  const client = useQueryClient();
  const [params, setParams] = useSearchParams();
  const [search, setSearch] = useState(params.get('search') ?? '');
  const debounced = useDebounced(search.trim(), 300);
  const role = (ROLES as readonly string[]).includes(params.get('role') ?? '') ? (params.get('role') as Role) : '';
  const status = (ACCOUNT_STATUSES as readonly string[]).includes(params.get('status') ?? '') ? (params.get('status') as AccountStatus) : '';
  const awaiting = params.get('awaiting') === '1';
  const grid = useServerGrid([{ field: 'name', sort: 'asc' }]);
  const { pagination, sort } = grid;
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const created = (useLocation().state as { created?: string; mode?: string } | null) ?? null;

  const setParam = (key: string, value: string) => {
    const next = new URLSearchParams(params);
    if (value) next.set(key, value);
    else next.delete(key);
    setParams(next, { replace: true });
    grid.firstPage();
  };

  const sortField = sort[0]?.field as StaffSortField | undefined;
  const query: StaffListQueryInput = {
    search: debounced || undefined,
    role: role || undefined,
    status: status || undefined,
    awaitingActivation: awaiting ? 'true' : undefined,
    page: pagination.page,
    pageSize: pagination.pageSize,
    sort: sortField && (STAFF_SORT_FIELDS as readonly string[]).includes(sortField) ? sortField : 'name',
    order: sort[0]?.sort === 'desc' ? 'desc' : 'asc',
  };
  const list = useQuery({ queryKey: adminKeys.staff(query), queryFn: () => adminApi.listStaff(query), placeholderData: keepPreviousData });

  const refresh = () => client.invalidateQueries({ queryKey: adminKeys.all });
  const update = useMutation({
    mutationFn: (v: { id: string; body: Parameters<typeof adminApi.updateStaff>[1] }) => adminApi.updateStaff(v.id, v.body),
    onSuccess: refresh,
  });
  const activate = useMutation({ mutationFn: (v: { id: string; role: Role }) => adminApi.activate(v.id, v.role), onSuccess: refresh });
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
            {row.accountStatus === 'pending' && !row.emailConfirmed && <Chip size="small" variant="outlined" label="E-mail not confirmed" />}
            {row.accountStatus === 'active' && !row.hasPassword && <Chip size="small" variant="outlined" color="info" label="Invited" />}
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
            <GridActionsCellItem key="edit" icon={<EditIcon />} label="Edit" onClick={() => setDialog({ kind: 'edit', user: row })} />,
          ];
          if (row.accountStatus === 'pending') {
            items.push(<GridActionsCellItem key="activate" icon={<HowToRegIcon />} label="Activate" onClick={() => setDialog({ kind: 'activate', user: row })} />);
          }
          if (row.accountStatus === 'disabled') {
            items.push(<GridActionsCellItem key="enable" icon={<CheckCircleIcon />} label="Enable" onClick={() => setDialog({ kind: 'enable', user: row })} />);
          } else {
            items.push(<GridActionsCellItem key="disable" icon={<BlockIcon />} label="Disable" onClick={() => setDialog({ kind: 'disable', user: row })} />);
          }
          if (row.accountStatus !== 'disabled') {
            items.push(
              <GridActionsCellItem key="reset" icon={<LockResetIcon />} label={row.hasPassword ? 'Send password reset' : 'Resend invitation'} onClick={() => setDialog({ kind: 'reset', user: row })} />,
            );
          }
          return items;
        },
      },
    ],
    [setDialog],
  );

  return (
    <Box sx={{ p: { xs: 2, md: 4 } }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' }, mb: 3 }}>
        <Box>
          <Typography variant="h4" component="h1" sx={{ fontWeight: 800 }}>
            Staff accounts
          </Typography>
          <Typography color="text.secondary">Create, edit and disable the accounts of admins, managers, HR and finance staff.</Typography>
        </Box>
        <Stack direction="row" spacing={1}>
          <Button component={RouterLink} to="/admin-management/audit-log" variant="outlined">
            Audit log
          </Button>
          <Button component={RouterLink} to="/admin-management/list/create-management" variant="contained" startIcon={<AddIcon />}>
            New user
          </Button>
        </Stack>
      </Stack>

      <Paper variant="outlined" sx={{ p: 2, mb: 2 }}>
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: { md: 'center' } }}>
          <TextField
            label="Search name, e-mail or username"
            size="small"
            value={search}
            onChange={(e) => {
              setSearch(e.target.value);
              grid.firstPage();
            }}
            sx={{ minWidth: 280 }}
            slotProps={{ htmlInput: { maxLength: 100, 'aria-label': 'Search staff' } }}
          />
          <TextField select label="Role" size="small" value={role} onChange={(e) => setParam('role', e.target.value)} sx={{ minWidth: 140 }}>
            <MenuItem value="">All roles</MenuItem>
            {ROLES.map((r) => (
              <MenuItem key={r} value={r}>
                {ROLE_LABELS[r]}
              </MenuItem>
            ))}
          </TextField>
          <TextField select label="Status" size="small" value={status} onChange={(e) => setParam('status', e.target.value)} sx={{ minWidth: 140 }}>
            <MenuItem value="">All statuses</MenuItem>
            {ACCOUNT_STATUSES.map((s) => (
              <MenuItem key={s} value={s}>
                {STATUS_LABELS[s]}
              </MenuItem>
            ))}
          </TextField>
          <FormControlLabel control={<Switch checked={awaiting} onChange={(e) => setParam('awaiting', e.target.checked ? '1' : '')} />} label="Awaiting activation" />
        </Stack>
      </Paper>

      {created?.created && (
        <Alert severity="success" sx={{ mb: 2 }}>
          {created.mode === 'invite'
            ? `The account for ${created.created} is created and an invitation to set a password is on its way.`
            : `The account for ${created.created} is created. Give them the first password; they must change it after signing in.`}
        </Alert>
      )}
      {list.isError && (
        <Alert severity="error" sx={{ mb: 2 }} action={<Button onClick={() => list.refetch()}>Retry</Button>}>
          The staff list could not be loaded.
        </Alert>
      )}
      <ServerDataGrid
        grid={grid}
        data={list.data}
        columns={columns}
        loading={list.isFetching}
        localeText={{ noRowsLabel: 'No staff accounts match these filters' }}
      />

      {dialog?.kind === 'edit' && (
        <EditStaffDialog user={dialog.user} onClose={() => setDialog(null)} onSave={(body) => update.mutateAsync({ id: dialog.user.id, body }).then(() => setNotice('Saved'))} />
      )}
      {dialog?.kind === 'activate' && (
        <ActivateDialog user={dialog.user} onClose={() => setDialog(null)} onActivate={(r) => activate.mutateAsync({ id: dialog.user.id, role: r }).then(() => setNotice(`${dialog.user.name} is active`))} />
      )}
      {dialog?.kind === 'disable' && (
        <ConfirmDialog
          title={`Disable ${dialog.user.name}?`}
          text="They are signed out at once and cannot sign in until an administrator enables the account again."
          confirmLabel="Disable"
          danger
          onClose={() => setDialog(null)}
          onConfirm={() => update.mutateAsync({ id: dialog.user.id, body: { accountStatus: 'disabled' } }).then(() => setNotice(`${dialog.user.name} is disabled`))}
        />
      )}
      {dialog?.kind === 'enable' && (
        <ConfirmDialog
          title={`Enable ${dialog.user.name}?`}
          text="They can sign in again with their password."
          confirmLabel="Enable"
          onClose={() => setDialog(null)}
          onConfirm={() => update.mutateAsync({ id: dialog.user.id, body: { accountStatus: 'active' } }).then(() => setNotice(`${dialog.user.name} is enabled`))}
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
    </Box>
  );
}
