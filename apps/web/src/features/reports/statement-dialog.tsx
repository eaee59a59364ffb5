import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import type { BillingStatement } from '@wf/shared/contracts/reports/billing-statements';
import { today } from '@wf/shared/domain/clock';
import { formatDate, formatMonth } from '@wf/shared/domain/format';
import { movePeriod } from '@wf/shared/domain/reports/report-figures';
import { saveFile } from '../../lib/call.ts';
import { useT } from '../../lib/i18n/index.ts';
import { errorText, idNameOptions, menuOptions } from '../../components/management/list-tools.tsx';
import { STATUS_COLOR, statementApi, statementKeys } from './statements-api.ts';
import { StatementLines } from './statement-lines.tsx';

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
  const qc = useQueryClient();
  const [clientId, setClientId] = useState('');
  const [month, setMonth] = useState(movePeriod('month', today(), -1).slice(0, 7));
  const prepare = useMutation({
    mutationFn: () => statementApi.prepare(clientId, month),
    onSuccess: (s) => (void qc.invalidateQueries({ queryKey: statementKeys.all }), onPrepared(s.id)),
  });
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
          onClick={() => prepare.mutate()}
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
  const qc = useQueryClient();
  const phone = useMediaQuery((th: Theme) => th.breakpoints.down('sm'));
  const one = useQuery({ queryKey: statementKeys.one(id), queryFn: () => statementApi.get(id) });
  const s = one.data;
  const done = () => void qc.invalidateQueries({ queryKey: statementKeys.all });
  const issue = useMutation({
    mutationFn: (x: BillingStatement) => statementApi.issue(x.id, x.version),
    onSuccess: done,
  });
  const discard = useMutation({
    mutationFn: (x: BillingStatement) => statementApi.discard(x.id, x.version),
    onSuccess: () => (done(), onClose()),
  });
  const reissue = useMutation({
    mutationFn: (x: BillingStatement) => statementApi.prepare(x.clientId, x.month),
    onSuccess: (n) => (done(), onOpen(n.id)),
  });
  const send = useMutation({
    mutationFn: (x: BillingStatement) => statementApi.send(x.id),
    onSuccess: (r) => onNotice(t('reports.statements.sent', { name: r.contactName, email: r.to })),
  });
  const failed = [issue, discard, reissue, send].find((m) => m.isError);
  const download = async (kind: 'pdf' | 'xlsx') => {
    try {
      saveFile(await statementApi[kind](id), `billing-statement.${kind}`);
    } catch (err) {
      onNotice(errorText(err, t));
    }
  };
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="md" fullScreen={phone} aria-labelledby="statement-title">
      <DialogTitle id="statement-title">
        {s ? `${s.number ?? t('reports.statements.draftNumber')} · ${s.client.name}` : t('reports.statements.title')}
        {s && (
          <Chip
            size="small"
            sx={{ ml: 1 }}
            color={STATUS_COLOR[s.status]}
            label={t(`reports.statements.state.${s.status}`)}
          />
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
            {s.status === 'draft' && s.preparedByMe && (
              <Alert severity="info">{t('reports.statements.otherIssues')}</Alert>
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
            <Button color="error" disabled={discard.isPending} onClick={() => discard.mutate(s)}>
              {t('reports.statements.discard')}
            </Button>
            <Tooltip title={s.preparedByMe ? t('reports.statements.otherIssues') : ''}>
              <span>
                <Button variant="contained" disabled={issue.isPending} onClick={() => issue.mutate(s)}>
                  {t('reports.statements.issue')}
                </Button>
              </span>
            </Tooltip>
          </>
        )}
        {s?.status === 'issued' && (
          <>
            <Button disabled={send.isPending} onClick={() => send.mutate(s)}>
              {t('reports.statements.send')}
            </Button>
            <Button disabled={reissue.isPending} onClick={() => reissue.mutate(s)}>
              {t('reports.statements.reissue')}
            </Button>
          </>
        )}
        <Button onClick={onClose}>{t('reports.close')}</Button>
      </DialogActions>
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
