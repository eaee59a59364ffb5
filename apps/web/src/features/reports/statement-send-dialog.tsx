import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import type { BillingStatement } from '@wf/shared/contracts/reports/billing-statements';
import { useT } from '../../lib/i18n/index.ts';


/** Asks before an issued statement goes by mail: to whom, and why that address. */
export function SendStatementDialog({
  statement: s,
  sendTo,
  busy,
  onCancel,
  onSend,
}: {
  statement: BillingStatement;
  sendTo: NonNullable<BillingStatement['sendTo']>;
  busy: boolean;
  onCancel(): void;
  onSend(): void;
}) {
  const { t } = useT();
  return (
    <Dialog open onClose={onCancel} maxWidth="xs" fullWidth aria-labelledby="send-statement-title">
      <DialogTitle id="send-statement-title">{t('reports.statements.sendTitle', { number: s.number ?? '' })}</DialogTitle>
      <DialogContent>
        <Typography>
          {sendTo.name
            ? t('reports.statements.sendConfirm', { name: sendTo.name, email: sendTo.email, client: s.client.name })
            : t('reports.statements.sendConfirmEmail', { email: sendTo.email, client: s.client.name })}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {t(`reports.statements.sendSource.${sendTo.source}`)}
        </Typography>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel}>{t('reports.statements.cancel')}</Button>
        <Button variant="contained" disabled={busy} onClick={onSend}>
          {t('reports.statements.sendNow')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
