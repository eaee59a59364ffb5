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
import { ConfirmDialog } from '../../components/management/dialog/confirm-dialog.tsx';
import { ReasonDialog } from '../../components/management/dialog/reason-dialog.tsx';
import { DisabledWhy } from '../../components/management/access/disabled-why.tsx';
import { useCan, useDutiesApart, useRole } from '../../lib/use-can.ts';
import { useQuery } from '@tanstack/react-query';
import { commonEndpoints } from '@wf/shared/contracts/common/endpoints';
import { call } from '../../lib/call.ts';
import { useT, type TFunction } from '../../lib/i18n/index.ts';
import type { PayRun } from '@wf/shared/contracts/pay-runs/pay-runs';
import { STAGE_PATHS, type RunStage } from './run-stage.ts';
import { useRunChange } from './run-changes.ts';
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
 * approval waits for every worker's bank details, and is someone else's where the viewer confirmed
 * the run for HR and the office keeps duties apart (the server's DUTIES_APART).
 */
export function actionBlockedReason(
  key: Pending,
  run: PayRun,
  t: TFunction,
  viewer: { userId: string | null; dutiesApart: boolean } = { userId: null, dutiesApart: false },
): string | null {
  if (key !== 'confirm' && key !== 'approve' && key !== 'pay') return null;
  const notOver = periodNotOver(run.periodEnd, today());
  if (notOver) return t(`pay-runs.guards.notOver.${key}`, { end: formatDate(notOver.periodEnd), from: formatDate(notOver.opensOn) });
  if (key === 'confirm' && run.workerCount === 0) return t('pay-runs.guards.empty');
  if (key === 'approve' && viewer.dutiesApart && viewer.userId !== null && run.hrConfirmedBy?.id === viewer.userId)
    return t('pay-runs.guards.dutiesApart');
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
  // The shell owns the signed-in user's ['user'] entry (use-can.ts reads it too); it moves with the shell.
  const me = useQuery({ queryKey: ['user'], queryFn: () => call(commonEndpoints.user), staleTime: 60_000 });
  const viewer = { userId: me.data?.id ?? null, dutiesApart: useDutiesApart() };
  const navigate = useNavigate();
  // Every change carries the version the page showed (409 STALE_VERSION when someone acted meanwhile).
  const { id, version } = run;
  const act = {
    regenerate: useRunChange(e.regenerate),
    confirm: useRunChange(e.confirm),
    approve: useRunChange(e.approve),
    pay: useRunChange(e.pay),
    sendBack: useRunChange(e.sendBack),
    remove: useRunChange(e.remove, 'none'),
  };
  const [pending, setPending] = useState<Pending | null>(null);
  const allowed = allowedActions(run, role, can);
  const lateBy = lateApproval(run);
  const close = () => setPending(null);
  const done = (key: Pending) => () => onDone(t(TEXT[key].done));
  const perform: Record<Confirmed, () => Promise<unknown>> = {
    regenerate: () => act.regenerate.mutateAsync({ params: { id }, body: { version } }),
    confirm: () => act.confirm.mutateAsync({ params: { id }, body: { version } }),
    approve: () => act.approve.mutateAsync({ params: { id }, body: { version } }),
    remove: async () => {
      await act.remove.mutateAsync({ params: { id } });
      void navigate(STAGE_PATHS[stage], { replace: true });
    },
  };
  return (
    <>
      {LOOK.filter(([key]) => allowed.includes(key)).map(([key, look]) => {
        const why = actionBlockedReason(key, run, t, viewer);
        return (
          <Stack key={key} sx={{ alignItems: 'flex-end', maxWidth: 280 }}>
            <DisabledWhy why={why} textId={`why-${key}`}>
              <Button variant={look.variant} color={look.color} startIcon={look.icon} onClick={() => setPending(key)}>
                {t(TEXT[key].label)}
              </Button>
            </DisabledWhy>
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
          onConfirm={(reason) => act.approve.mutateAsync({ params: { id }, body: { version, lateReason: reason } }).then(done('approve'))}
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
          onConfirm={(reason) => act.sendBack.mutateAsync({ params: { id }, body: { version, reason } }).then(done('sendBack'))}
          onClose={close}
        />
      )}
      {pending === 'pay' && <PayDialog run={run} onPay={(body) => act.pay.mutateAsync({ params: { id }, body: { ...body, version } }).then(done('pay'))} onClose={close} />}
    </>
  );
}
