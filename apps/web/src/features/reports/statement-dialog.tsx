import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { today } from '@wf/shared/domain/clock';
import { formatDate, formatMonth } from '@wf/shared/domain/format';
import { movePeriod } from '@wf/shared/domain/reports/report-figures';
import { call, saveFile } from '../../lib/call.ts';
import { billingStatementEndpoints as e } from '@wf/shared/contracts/reports/endpoints';
import { useEndpoint, useEndpointMutation } from '../../lib/use-endpoint.ts';
import { useT } from '../../lib/i18n/index.ts';
import { errorText, idNameOptions, menuOptions } from '../../components/management/list/list-tools.tsx';
import { BILLING_STATEMENT_STATUS } from '@wf/shared/enums/records';
import { EnumChip } from '../../lib/enum-chip.tsx';
import { StatementLines } from './statement-lines.tsx';
import { SendStatementDialog } from './statement-send-dialog.tsx';
import { issueBlockedReason, sendBlocked } from './statement-why.ts';
import { DisabledWhy } from '../../components/management/access/disabled-why.tsx';
import { useDutiesApart } from '../../lib/use-can.ts';


/** "Prepare statement": a client and a month that is over (last month by default). */
export function PrepareDialog({
  clients,
  onClose,
  onPrepared,
}: {
  clients: { id: string; name: string }[];
  onClose(): void;
  onPrepared(id: string): void;
}) {
  const { t } = useT();
  const [clientId, setClientId] = useState('');
  const [month, setMonth] = useState(movePeriod('month', today(), -1).slice(0, 7));
  const prepare = useEndpointMutation(e.prepare, { invalidates: [e], onSuccess: (s) => onPrepared(s.id) });
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs">
      <DialogTitle>{t('reports.statements.prepare')}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <TextField
            select
            label={t('reports.col.client')}
            value={clientId}
            onChange={(e) => setClientId(e.target.value)}
            required
          >
            {menuOptions(idNameOptions(clients))}
          </TextField>
          <TextField
            type="month"
            label={t('reports.statements.month')}
            value={month}
            onChange={(e) => setMonth(e.target.value)}
            required
            slotProps={{ inputLabel: { shrink: true } }}
          />
          <Typography variant="body2" color="text.secondary">
            {t('reports.statements.prepareHelp')}
          </Typography>
          {prepare.isError && <Alert severity="error">{errorText(prepare.error, t)}</Alert>}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('reports.close')}</Button>
        <Button
          variant="contained"
          disabled={!clientId || !month || prepare.isPending}
          onClick={() => prepare.mutate({ body: { clientId, month } })}
        >
          {t('reports.statements.prepare')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/** One statement: its parties, lines and totals; issue (not by its preparer), discard, re-issue, PDF and XLSX. */
export function StatementDialog({
  id,
  onClose,
  onNotice,
  onOpen,
}: {
  id: string;
  onClose(): void;
  onNotice(m: string): void;
  onOpen(id: string): void;
}) {
  const { t, lang } = useT();
  const phone = useMediaQuery((th: Theme) => th.breakpoints.down('sm'));
  const one = useEndpoint(e.get, { params: { id } });
  const s = one.data;
  const dutiesApart = useDutiesApart();
  const issueWhy = s?.status === 'draft' ? issueBlockedReason(s, dutiesApart, t, lang) : null;
  // Every statement change refreshes the statements (the list and each one shown).
  const issue = useEndpointMutation(e.issue, { invalidates: [e] });
  const discard = useEndpointMutation(e.discard, { invalidates: [e], onSuccess: () => onClose() });
  const reissue = useEndpointMutation(e.prepare, { invalidates: [e], onSuccess: (n) => onOpen(n.id) });
  const [confirmSend, setConfirmSend] = useState(false);
  const send = useEndpointMutation(e.send, {
    onSuccess: (r) => {
      setConfirmSend(false);
      onNotice(
        r.contactName
          ? t('reports.statements.sent', { name: r.contactName, email: r.to })
          : t('reports.statements.sentTo', { email: r.to }),
      );
    },
    onError: () => setConfirmSend(false),
  });
  const failed = [issue, discard, reissue, send].find((m) => m.isError);
  const download = async (kind: 'pdf' | 'xlsx') => {
    try {
      saveFile(await call(kind === 'pdf' ? e.pdf : e.xlsx, { params: { id } }), `billing-statement.${kind}`);
    } catch (err) {
      onNotice(errorText(err, t));
    }
  };
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="md" fullScreen={phone} aria-labelledby="statement-title">
      <DialogTitle id="statement-title">
        {s ? `${s.number ?? t('reports.statements.draftNumber')} · ${s.client.name}` : t('reports.statements.title')}
        {s && (
          <EnumChip of={BILLING_STATEMENT_STATUS} value={s.status} sx={{ ml: 1 }} />
        )}
      </DialogTitle>
      <DialogContent dividers>
        {one.isError && <Alert severity="error">{errorText(one.error, t)}</Alert>}
        {s && (
          <Stack spacing={2}>
            <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr 1fr', sm: 'repeat(3, 1fr)' }, gap: 1 }}>
              <Fact label={t('reports.statements.month')} value={formatMonth(s.month, lang)} />
              <Fact
                label={t('reports.statements.issueDate')}
                value={s.issueDate ? formatDate(s.issueDate) : t('reports.statements.notIssued')}
              />
              <Fact
                label={t('reports.statements.terms')}
                value={
                  s.dueDate
                    ? t('reports.statements.termsDue', { days: String(s.paymentTermsDays), due: formatDate(s.dueDate) })
                    : t('reports.statements.termsDays', { days: String(s.paymentTermsDays) })
                }
              />
              <Fact label={t('reports.statements.preparedBy')} value={s.preparedBy ?? ''} />
              {s.issuedBy && <Fact label={t('reports.statements.issuedBy')} value={s.issuedBy} />}
              {s.replacesNumber && <Fact label={t('reports.statements.replaces')} value={s.replacesNumber} />}
              {s.replacedByNumber && <Fact label={t('reports.statements.replacedBy')} value={s.replacedByNumber} />}
            </Box>
            <StatementLines s={s} />
            {issueWhy && (
              <Alert severity="info" id="statement-issue-why">
                {issueWhy}
              </Alert>
            )}
            {failed && <Alert severity="error">{errorText(failed.error, t)}</Alert>}
          </Stack>
        )}
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        <Button onClick={() => void download('pdf')} disabled={!s}>
          PDF
        </Button>
        <Button onClick={() => void download('xlsx')} disabled={!s}>
          XLSX
        </Button>
        <Box sx={{ flex: 1 }} />
        {s?.status === 'draft' && (
          <>
            <Button color="error" disabled={discard.isPending} onClick={() => discard.mutate({ params: { id: s.id }, body: { version: s.version } })}>
              {t('reports.statements.discard')}
            </Button>
            <DisabledWhy why={issueWhy} textId="statement-issue-why">
              <Button variant="contained" disabled={issue.isPending} onClick={() => issue.mutate({ params: { id: s.id }, body: { version: s.version } })}>
                {t('reports.statements.issue')}
              </Button>
            </DisabledWhy>
          </>
        )}
        {s && (
          // Shown for every statement, so a person sees why it cannot be sent yet.
          <DisabledWhy why={sendBlocked(s) ? t(sendBlocked(s)!, { client: s.client.name }) : null}>
            <Button disabled={send.isPending} onClick={() => setConfirmSend(true)}>
              {t('reports.statements.send')}
            </Button>
          </DisabledWhy>
        )}
        {s?.status === 'issued' && (
          <Button disabled={reissue.isPending} onClick={() => reissue.mutate({ body: { clientId: s.clientId, month: s.month } })}>
            {t('reports.statements.reissue')}
          </Button>
        )}
        <Button onClick={onClose}>{t('reports.close')}</Button>
      </DialogActions>
      {s && confirmSend && s.sendTo && (
        <SendStatementDialog statement={s} sendTo={s.sendTo} busy={send.isPending} onCancel={() => setConfirmSend(false)} onSend={() => send.mutate({ params: { id: s.id } })} />
      )}
    </Dialog>
  );
}


function Fact({ label, value }: { label: string; value: string }) {
  return (
    <Box>
      <Typography variant="caption" color="text.secondary">
        {label}
      </Typography>
      <Typography variant="body2">{value}</Typography>
    </Box>
  );
}
