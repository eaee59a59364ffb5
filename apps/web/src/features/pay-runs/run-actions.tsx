import { useState } from 'react';
import { useNavigate } from 'react-router';
import Button from '@mui/material/Button';
import CheckIcon from '@mui/icons-material/Check';
import DoneAllIcon from '@mui/icons-material/DoneAll';
import PaidIcon from '@mui/icons-material/Paid';
import RefreshIcon from '@mui/icons-material/Refresh';
import UndoIcon from '@mui/icons-material/Undo';
import { payRunEndpoints as e } from '@wf/shared/contracts/pay-runs/endpoints';
import { ConfirmDialog } from '../../components/management/confirm-dialog.tsx';
import { ReasonDialog } from '../../components/management/reason-dialog.tsx';
import { useCan, useRole } from '../../lib/use-can.ts';
import { useT } from '../../lib/i18n/index.ts';
import { STAGE_PATHS, type PayRun, type RunStage } from './pay-runs-api.ts';
import { useRunActions } from './pay-runs-mutations.ts';
import { PayDialog } from './pay-dialog.tsx';
import { runErrorText } from './run-errors.ts';

type Pending = 'regenerate' | 'confirm' | 'approve' | 'pay' | 'sendBack' | 'remove';

/**
 * What may be done to a run now: by its state, and only what the signed-in role may call
 * (hr regenerates, confirms and sends back a confirmed run; finance approves, pays and sends back
 * from either review stage; admin everything). A paid run offers nothing.
 */
export function allowedActions(run: Pick<PayRun, 'status'>, role: string | null, can: (endpoint: typeof e[keyof typeof e]) => boolean): Pending[] {
  const out: Pending[] = [];
  if (run.status === 'draft') {
    if (can(e.regenerate)) out.push('regenerate');
    if (can(e.remove)) out.push('remove');
    if (can(e.confirm)) out.push('confirm');
  }
  const financeStage = run.status === 'finance_approved' && role !== 'hr';
  if ((run.status === 'hr_confirmed' || financeStage) && can(e.sendBack)) out.push('sendBack');
  if (run.status === 'hr_confirmed' && can(e.approve)) out.push('approve');
  if (run.status === 'finance_approved' && can(e.pay)) out.push('pay');
  return out;
}

/** The run's header actions and their confirmations; the server's refusal shows in the dialog. */
export function RunActions({ run, stage, onDone }: { run: PayRun; stage: RunStage; onDone(message: string): void }) {
  const { t } = useT();
  const can = useCan();
  const role = useRole();
  const navigate = useNavigate();
  const act = useRunActions(run);
  const [pending, setPending] = useState<Pending | null>(null);
  const allowed = allowedActions(run, role, can);
  const close = () => setPending(null);
  const done = (key: string) => () => onDone(t(key));
  const confirm = (key: Pending, run: () => Promise<unknown>, message: string, danger = false) => (
    <ConfirmDialog
      open
      danger={danger}
      title={t(`pay-runs.confirm.${key}Title`)}
      text={t(`pay-runs.confirm.${key}Text`)}
      confirmLabel={t(`pay-runs.actions.${key}`)}
      describeError={(err) => runErrorText(err, t)}
      onConfirm={() => run().then(done(message))}
      onClose={close}
    />
  );
  const button = (key: Pending, props: Parameters<typeof Button>[0]) =>
    allowed.includes(key) && (
      <Button key={key} onClick={() => setPending(key)} {...props}>
        {t(`pay-runs.actions.${key}`)}
      </Button>
    );
  const blocked = run.blockingWorkers > 0;
  return (
    <>
      {button('regenerate', { startIcon: <RefreshIcon /> })}
      {button('remove', { color: 'error' })}
      {button('sendBack', { color: 'warning', variant: 'outlined', startIcon: <UndoIcon /> })}
      {button('confirm', { variant: 'contained', startIcon: <CheckIcon /> })}
      {button('approve', { variant: 'contained', startIcon: <DoneAllIcon />, disabled: blocked, title: blocked ? t('pay-runs.blocking.title', { count: run.blockingWorkers }) : undefined })}
      {button('pay', { variant: 'contained', color: 'success', startIcon: <PaidIcon /> })}
      {pending === 'regenerate' && confirm('regenerate', () => act.regenerate.mutateAsync(), 'pay-runs.done.regenerated')}
      {pending === 'confirm' && confirm('confirm', () => act.confirm.mutateAsync(), 'pay-runs.done.confirmed')}
      {pending === 'approve' && confirm('approve', () => act.approve.mutateAsync(), 'pay-runs.done.approved')}
      {pending === 'remove' &&
        confirm(
          'remove',
          async () => {
            await act.remove.mutateAsync();
            void navigate(STAGE_PATHS[stage], { replace: true });
          },
          'pay-runs.done.removed',
          true,
        )}
      {pending === 'sendBack' && (
        <ReasonDialog
          title={t('pay-runs.confirm.sendBackTitle')}
          text={t('pay-runs.confirm.sendBackText')}
          reasonLabel={t('pay-runs.confirm.sendBackReason')}
          hint={t('pay-runs.confirm.sendBackHint')}
          confirmLabel={t('pay-runs.actions.sendBack')}
          danger
          describeError={(err) => runErrorText(err, t)}
          onConfirm={(reason) => act.sendBack.mutateAsync(reason).then(done('pay-runs.done.sentBack'))}
          onClose={close}
        />
      )}
      {pending === 'pay' && (
        <PayDialog run={run} onPay={(body) => act.pay.mutateAsync(body).then(done('pay-runs.done.paid'))} onClose={close} />
      )}
    </>
  );
}
