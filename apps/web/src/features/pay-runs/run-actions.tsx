import { useState, type ReactElement } from 'react';
import { useNavigate } from 'react-router';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import CheckIcon from '@mui/icons-material/Check';
import DoneAllIcon from '@mui/icons-material/DoneAll';
import PaidIcon from '@mui/icons-material/Paid';
import RefreshIcon from '@mui/icons-material/Refresh';
import UndoIcon from '@mui/icons-material/Undo';
import { payRunEndpoints as e } from '@wf/shared/contracts/pay-runs/endpoints';
import { latestLawfulPaymentDates, maySendBack } from '@wf/shared/domain/pay/pay-run';
import { periodNotOver } from '@wf/shared/domain/time-guards';
import { today } from '@wf/shared/domain/clock';
import { formatDate } from '@wf/shared/domain/format';
import type { Role } from '@wf/shared/roles';
import { ConfirmDialog } from '../../components/management/confirm-dialog.tsx';
import { ReasonDialog } from '../../components/management/reason-dialog.tsx';
import { useCan, useRole } from '../../lib/use-can.ts';
import { useT, type TFunction } from '../../lib/i18n/index.ts';
import { STAGE_PATHS, type PayRun, type RunStage } from './pay-runs-api.ts';
import { useRunActions } from './pay-runs-mutations.ts';
import { PayDialog } from './pay-dialog.tsx';
import { runErrorText } from './run-errors.ts';

type Pending = 'regenerate' | 'confirm' | 'approve' | 'pay' | 'sendBack' | 'remove';

/** Each action's catalogue keys: its button, and its confirmation's title, text and notice. */
const TEXT: Record<Pending, { label: string; title: string; text: string; done: string }> = {
  regenerate: { label: 'pay-runs.actions.regenerate', title: 'pay-runs.confirm.regenerateTitle', text: 'pay-runs.confirm.regenerateText', done: 'pay-runs.done.regenerated' },
  confirm: { label: 'pay-runs.actions.confirm', title: 'pay-runs.confirm.confirmTitle', text: 'pay-runs.confirm.confirmText', done: 'pay-runs.done.confirmed' },
  approve: { label: 'pay-runs.actions.approve', title: 'pay-runs.confirm.approveTitle', text: 'pay-runs.confirm.approveText', done: 'pay-runs.done.approved' },
  remove: { label: 'pay-runs.actions.remove', title: 'pay-runs.confirm.removeTitle', text: 'pay-runs.confirm.removeText', done: 'pay-runs.done.removed' },
  sendBack: { label: 'pay-runs.actions.sendBack', title: 'pay-runs.confirm.sendBackTitle', text: 'pay-runs.confirm.sendBackText', done: 'pay-runs.done.sentBack' },
  pay: { label: 'pay-runs.actions.pay', title: 'pay-runs.confirm.payTitle', text: 'pay-runs.confirm.payText', done: 'pay-runs.done.paid' },
};
/** The actions confirmed with a plain confirmation (send back takes a reason, pay a date and reference). */
const CONFIRMED = ['regenerate', 'confirm', 'approve', 'remove'] as const;
type Confirmed = (typeof CONFIRMED)[number];
const isConfirmed = (p: Pending | null): p is Confirmed => (CONFIRMED as readonly string[]).includes(p ?? '');

/** Each action's look in the header, in the order shown. */
const LOOK: Array<[Pending, { variant?: 'contained' | 'outlined'; color?: 'error' | 'warning' | 'success'; icon?: ReactElement }]> = [
  ['regenerate', { icon: <RefreshIcon /> }],
  ['remove', { color: 'error' }],
  ['sendBack', { variant: 'outlined', color: 'warning', icon: <UndoIcon /> }],
  ['confirm', { variant: 'contained', icon: <CheckIcon /> }],
  ['approve', { variant: 'contained', icon: <DoneAllIcon /> }],
  ['pay', { variant: 'contained', color: 'success', icon: <PaidIcon /> }],
];

/**
 * What may be done to a run now: by its state, and only what the signed-in role may call
 * (hr regenerates, confirms and sends back a confirmed run; finance approves, pays and sends back
 * from either review stage; admin everything). A paid run offers nothing.
 */
export function allowedActions(run: Pick<PayRun, 'status'>, role: Role | null, can: (endpoint: typeof e[keyof typeof e]) => boolean): Pending[] {
  const out: Pending[] = [];
  if (run.status === 'draft') {
    if (can(e.regenerate)) out.push('regenerate');
    if (can(e.remove)) out.push('remove');
    if (can(e.confirm)) out.push('confirm');
  }
  if (role && maySendBack(role, run.status) && can(e.sendBack)) out.push('sendBack');
  if (run.status === 'hr_confirmed' && can(e.approve)) out.push('approve');
  if (run.status === 'finance_approved' && can(e.pay)) out.push('pay');
  return out;
}

/**
 * Why an action cannot be taken now, in the user's words, or null (issue 29): confirm, approve and
 * pay wait for the day after the period ends; a run with no workers has nothing to confirm;
 * approval waits for every worker's bank details.
 */
export function actionBlockedReason(key: Pending, run: PayRun, t: TFunction): string | null {
  if (key !== 'confirm' && key !== 'approve' && key !== 'pay') return null;
  const notOver = periodNotOver(run.periodEnd, today());
  if (notOver) return t(`pay-runs.guards.notOver.${key}`, { end: formatDate(notOver.periodEnd), from: formatDate(notOver.opensOn) });
  if (key === 'confirm' && run.workerCount === 0) return t('pay-runs.guards.empty');
  if (key === 'approve' && run.blockingWorkers > 0) return t('pay-runs.blocking.title', { count: run.blockingWorkers });
  return null;
}

/**
 * The Employment Act's latest lawful payment date when approving today is after it (issue #25 item
 * 5: the approval then asks for a reason), else null.
 */
export function lateApproval(run: Pick<PayRun, 'periodEnd'>): string | null {
  const lawful = latestLawfulPaymentDates(run.periodEnd).salary;
  return today() > lawful ? lawful : null;
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
  const lateBy = lateApproval(run);
  const close = () => setPending(null);
  const done = (key: Pending) => () => onDone(t(TEXT[key].done));
  const perform: Record<Confirmed, () => Promise<unknown>> = {
    regenerate: () => act.regenerate.mutateAsync(),
    confirm: () => act.confirm.mutateAsync(),
    approve: () => act.approve.mutateAsync(undefined),
    remove: async () => {
      await act.remove.mutateAsync();
      void navigate(STAGE_PATHS[stage], { replace: true });
    },
  };
  return (
    <>
      {LOOK.filter(([key]) => allowed.includes(key)).map(([key, look]) => {
        const why = actionBlockedReason(key, run, t);
        return (
          <Stack key={key} sx={{ alignItems: 'flex-end', maxWidth: 280 }}>
            <Button
              variant={look.variant}
              color={look.color}
              startIcon={look.icon}
              disabled={why !== null}
              title={why ?? undefined}
              aria-describedby={why ? `why-${key}` : undefined}
              onClick={() => setPending(key)}
            >
              {t(TEXT[key].label)}
            </Button>
            {why && (
              <Typography id={`why-${key}`} variant="caption" color="text.secondary" sx={{ textAlign: 'right' }}>
                {why}
              </Typography>
            )}
          </Stack>
        );
      })}
      {pending === 'approve' && lateBy !== null && (
        <ReasonDialog
          title={t(TEXT.approve.title)}
          text={t('pay-runs.late.approveText', { date: formatDate(lateBy) })}
          reasonLabel={t('pay-runs.late.reason')}
          hint={t('pay-runs.late.hint')}
          confirmLabel={t(TEXT.approve.label)}
          describeError={(err) => runErrorText(err, t)}
          onConfirm={(reason) => act.approve.mutateAsync(reason).then(done('approve'))}
          onClose={close}
        />
      )}
      {isConfirmed(pending) && !(pending === 'approve' && lateBy !== null) && (
        <ConfirmDialog
          open
          danger={pending === 'remove'}
          title={t(TEXT[pending].title)}
          text={t(TEXT[pending].text)}
          confirmLabel={t(TEXT[pending].label)}
          describeError={(err) => runErrorText(err, t)}
          onConfirm={() => perform[pending]().then(done(pending))}
          onClose={close}
        />
      )}
      {pending === 'sendBack' && (
        <ReasonDialog
          title={t(TEXT.sendBack.title)}
          text={t(TEXT.sendBack.text)}
          reasonLabel={t('pay-runs.confirm.sendBackReason')}
          hint={t('pay-runs.confirm.sendBackHint')}
          confirmLabel={t(TEXT.sendBack.label)}
          danger
          describeError={(err) => runErrorText(err, t)}
          onConfirm={(reason) => act.sendBack.mutateAsync(reason).then(done('sendBack'))}
          onClose={close}
        />
      )}
      {pending === 'pay' && <PayDialog run={run} onPay={(body) => act.pay.mutateAsync(body).then(done('pay'))} onClose={close} />}
    </>
  );
}
