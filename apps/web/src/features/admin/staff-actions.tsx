import type { StaffUserRow } from '@wf/shared/contracts/admin/admin';
import { useT } from '../../lib/i18n/index.ts';
import { adminEndpoints as e } from '@wf/shared/contracts/admin/endpoints';
import { useEndpointMutation } from '../../lib/use-endpoint.ts';
import { ActivateDialog, ConfirmDialog, EditStaffDialog } from './staff-dialogs.tsx';

/** The row action a staff list row opened. */
export interface StaffAction {
  kind: 'edit' | 'activate' | 'disable' | 'enable' | 'reset';
  user: StaffUserRow;
}

/** The dialog of one row action (edit, activate, disable, enable, reset); `onDone` gets the notice. */
export function StaffActionDialog({ action, onClose, onDone }: { action: StaffAction; onClose(): void; onDone(notice: string): void }) {
  const { t } = useT();
  // Every admin query (staff list, dashboard, audit log) is refreshed after a change.
  const update = useEndpointMutation(e.updateStaff, { invalidates: [e] });
  const activate = useEndpointMutation(e.activate, { invalidates: [e] });
  // A password reset link, or a fresh invitation for an account without a password.
  const reset = useEndpointMutation(e.sendReset, { invalidates: [e] });
  const { user } = action;
  switch (action.kind) {
    case 'edit':
      return (
        <EditStaffDialog
          user={user}
          onClose={onClose}
          onSave={(body) => update.mutateAsync({ params: { id: user.id }, body }).then(() => onDone(t('admin.staff.saved')))}
        />
      );
    case 'activate':
      return (
        <ActivateDialog
          user={user}
          onClose={onClose}
          onActivate={(role) =>
            activate.mutateAsync({ params: { id: user.id }, body: { role } }).then(() => onDone(t('admin.staff.isActive', { name: user.name })))
          }
        />
      );
    case 'disable':
      return (
        <ConfirmDialog
          title={t('admin.staff.disableTitle', { name: user.name })}
          text={t('admin.staff.disableText')}
          confirmLabel={t('admin.staff.disable')}
          danger
          onClose={onClose}
          onConfirm={() =>
            update
              .mutateAsync({ params: { id: user.id }, body: { accountStatus: 'disabled' } })
              .then(() => onDone(t('admin.staff.isDisabled', { name: user.name })))
          }
        />
      );
    case 'enable':
      return (
        <ConfirmDialog
          title={t('admin.staff.enableTitle', { name: user.name })}
          text={t('admin.staff.enableText')}
          confirmLabel={t('admin.staff.enable')}
          onClose={onClose}
          onConfirm={() =>
            update
              .mutateAsync({ params: { id: user.id }, body: { accountStatus: 'active' } })
              .then(() => onDone(t('admin.staff.isEnabled', { name: user.name })))
          }
        />
      );
    case 'reset':
      return (
        <ConfirmDialog
          title={t(user.hasPassword ? 'admin.staff.resetTitle' : 'admin.staff.inviteTitle')}
          text={t(user.hasPassword ? 'admin.staff.resetText' : 'admin.staff.inviteText', { email: user.email })}
          confirmLabel={t('admin.staff.send')}
          onClose={onClose}
          onConfirm={() => reset.mutateAsync({ params: { id: user.id } }).then((r) => onDone(r.message))}
        />
      );
  }
}
