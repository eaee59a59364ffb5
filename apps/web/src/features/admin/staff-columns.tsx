import { useMemo, type ReactElement } from 'react';
import { GridActionsCellItem, type GridColDef } from '@mui/x-data-grid';
import Avatar from '@mui/material/Avatar';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import EditIcon from '@mui/icons-material/Edit';
import BlockIcon from '@mui/icons-material/Block';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import LockResetIcon from '@mui/icons-material/LockReset';
import HowToRegIcon from '@mui/icons-material/HowToReg';
import type { StaffUserRow } from '@wf/shared/contracts/admin/admin';
import type { Role } from '@wf/shared/roles';
import { useT } from '../../lib/i18n/index.ts';
import { ACCOUNT_STATUS, ROLE } from '@wf/shared/enums/accounts';
import { EnumChip } from '../../lib/enum-chip.tsx';
import { formatDate } from './labels.ts';
import type { StaffAction } from './staff-actions.tsx';

/** The staff list's columns; the row actions open `onAction`. */
export function useStaffColumns(onAction: (action: StaffAction) => void): GridColDef<StaffUserRow>[] {
  const { t } = useT();
  return useMemo<GridColDef<StaffUserRow>[]>(
    () => [
      {
        field: 'name',
        headerName: t('common.name'),
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
      { field: 'username', headerName: t('admin.staff.username'), flex: 0.7, minWidth: 90 },
      { field: 'email', headerName: t('common.email'), flex: 1.2, minWidth: 150 },
      {
        field: 'role',
        headerName: t('admin.staff.role'),
        width: 90,
        valueFormatter: (v: Role | null) => (v ? t(ROLE.key(v)) : t('common.dash')),
      },
      {
        field: 'accountStatus',
        headerName: t('common.status'),
        width: 200,
        renderCell: ({ row }) => (
          <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center', height: '100%' }}>
            <EnumChip of={ACCOUNT_STATUS} value={row.accountStatus} />
            {row.accountStatus === 'pending' && !row.emailConfirmed && (
              <Chip size="small" variant="outlined" label={t('admin.staff.emailNotConfirmed')} />
            )}
            {row.accountStatus === 'active' && !row.hasPassword && (
              <Chip size="small" variant="outlined" color="info" label={t('admin.staff.invited')} />
            )}
            {row.mustChangePassword && <Chip size="small" variant="outlined" label={t('admin.staff.firstPassword')} />}
          </Stack>
        ),
      },
      { field: 'createdAt', headerName: t('common.created'), width: 110, valueFormatter: (v: string) => formatDate(v) },
      {
        field: 'actions',
        type: 'actions',
        headerName: t('common.actions'),
        width: 150,
        getActions: ({ row }) => {
          const item = (kind: StaffAction['kind'], icon: ReactElement, label: string) => (
            <GridActionsCellItem key={kind} icon={icon} label={label} onClick={() => onAction({ kind, user: row })} />
          );
          const items = [item('edit', <EditIcon />, t('common.edit'))];
          if (row.accountStatus === 'pending') items.push(item('activate', <HowToRegIcon />, t('admin.staff.activate')));
          if (row.accountStatus === 'disabled') items.push(item('enable', <CheckCircleIcon />, t('admin.staff.enable')));
          else items.push(item('disable', <BlockIcon />, t('admin.staff.disable')));
          if (row.accountStatus !== 'disabled') {
            const label = row.hasPassword ? t('admin.staff.sendReset') : t('admin.staff.resendInvite');
            items.push(item('reset', <LockResetIcon />, label));
          }
          return items;
        },
      },
    ],
    [t, onAction],
  );
}
