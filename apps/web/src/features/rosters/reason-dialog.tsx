import { ReasonDialog as Dialog } from '../../components/management/dialog/reason-dialog.tsx';
import { useT } from '../../lib/i18n/index.ts';
import { rosterErrorText } from './roster-errors.ts';

/** A roster confirmation that needs a reason (unpublish, unlock, changing a locked sheet); shows the server's refusal. */
export function ReasonDialog({
  required = true,
  ...props
}: {
  title: string;
  text: string;
  confirmLabel: string;
  required?: boolean;
  danger?: boolean;
  onConfirm(reason: string): Promise<unknown>;
  onClose(): void;
}) {
  const { t } = useT();
  return (
    <Dialog
      {...props}
      required={required}
      reasonLabel={required ? t('rosters.reason.required') : t('rosters.reason.optional')}
      describeError={(err) => rosterErrorText(err, t)}
    />
  );
}
