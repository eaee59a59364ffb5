import { formatSgd } from '@wf/shared/domain/money';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { WorkerDetail } from '@wf/shared/contracts/workers/workers';
import { QNA_KEYS } from '@wf/shared/enums/registration';
import { useT, type TFunction } from '../../lib/i18n/index.ts';
import { FIELD_GROUPS, optionText, WEEKDAY_KEYS, type FieldDef, type FormValues } from './fields.ts';
import { formatHours } from '@wf/shared/domain/format';
import { formatDate, formatDateTime } from './labels.ts';
import { RevealButton, type SensitiveField } from './reveal-button.tsx';
import type { Revealed } from './edit-worker-dialog.tsx';
import { PayHidden } from '../../components/management/access/pay-hidden.tsx';

const QNA_LABEL_KEYS: Record<string, string> = {
  any_illness: 'workers.qna.any_illness',
  physical: 'workers.qna.physical',
  mental_illness: 'workers.qna.mental_illness',
  medication: 'workers.qna.medication',
  found_guilty: 'workers.qna.found_guilty',
  any_investigation: 'workers.qna.any_investigation',
  objection_undergo: 'workers.qna.objection_undergo',
  alcohol_drug_addiction: 'workers.qna.alcohol_drug_addiction',
  undischarged_bankrupt: 'workers.qna.undischarged_bankrupt',
  dismissed_or_suspended: 'workers.qna.dismissed_or_suspended',
  business_undertaking: 'workers.qna.business_undertaking',
};

function display(t: TFunction, f: FieldDef, w: WorkerDetail): string {
  const v = (w as unknown as Record<string, unknown>)[f.key];
  if (v === null || v === undefined || v === '') return t('common.dash');
  if (f.kind === 'date') return formatDate(String(v));
  if (f.kind === 'yesno') return v ? t('common.yes') : t('common.no');
  if (f.kind === 'money') return formatSgd(Number(v));
  if (f.kind === 'hours') return t('workers.hoursValue', { hours: formatHours(Number(v)) });
  if (f.kind === 'weekdays')
    return Array.isArray(v) && v.length ? WEEKDAY_KEYS.filter(([d]) => v.includes(d)).map(([, key]) => t(key)).join(', ') : t('common.dash');
  if (f.kind === 'select') return optionText(t, f, String(v));
  return String(v);
}

const DL_SX = { display: 'grid', columnGap: 2, m: 0 } as const;

/** The record's fields by group; ID number and bank account masked until revealed. */
export function WorkerFieldGroups({
  worker: w,
  revealed,
  canReveal,
  onRevealed,
  onError,
}: {
  worker: WorkerDetail;
  revealed: Revealed;
  canReveal: boolean;
  onRevealed: (field: SensitiveField, value: string) => void;
  onError: (message: string) => void;
}) {
  const { t } = useT();
  const sensitive = (field: SensitiveField, masked: string) => (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
      <span style={{ fontFamily: 'monospace' }}>{revealed[field] ?? (masked || t('common.dash'))}</span>
      {canReveal && !revealed[field] && masked && (
        <RevealButton workerId={w.id} field={field} onRevealed={onRevealed} onError={onError} />
      )}
    </Stack>
  );
  return FIELD_GROUPS.map((g) => (
    <Paper key={g.key} variant="outlined" sx={{ p: 2 }}>
      <Typography variant="subtitle1" sx={{ fontWeight: 700, mb: 1 }}>
        {t(g.title)}
      </Typography>
      <Box component="dl" sx={{ ...DL_SX, gridTemplateColumns: { xs: '1fr', sm: '200px 1fr' }, rowGap: 0.75 }}>
        {g.fields
          .filter((f) => !f.when || f.when(w as unknown as FormValues))
          .map((f) => (
            <Box key={f.key} sx={{ display: 'contents' }}>
              <Typography component="dt" color="text.secondary" variant="body2">
                {t(f.label)}
              </Typography>
              <Typography component="dd" variant="body2" sx={{ m: 0 }}>
                {f.key === 'idNumber'
                  ? sensitive('idNumber', w.idNumberMasked)
                  : f.key === 'bankAcc'
                    ? sensitive('bankAcc', w.bankAccMasked)
                    : f.key === 'hourlyRateCents' && !w.showsOwnRate
                      ? <PayHidden />
                      : display(t, f, w)}
              </Typography>
            </Box>
          ))}
        {g.key === 'personal' && (
          <>
            <Typography component="dt" color="text.secondary" variant="body2">
              {t('workers.fields.age')}
            </Typography>
            <Typography component="dd" variant="body2" sx={{ m: 0 }}>
              {w.age ?? t('common.dash')}
            </Typography>
          </>
        )}
      </Box>
    </Paper>
  ));
}

/** Previous jobs as the applicant gave them. */
export function WorkingExperience({ worker: w }: { worker: WorkerDetail }) {
  const { t } = useT();
  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      <Typography variant="subtitle1" sx={{ fontWeight: 700, mb: 1 }}>
        {t('workers.detail.workingExperience')}
      </Typography>
      {w.workingExps.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {t('workers.detail.noneGiven')}
        </Typography>
      ) : (
        <>
          {/* Phones: one small block per job, not a five-column table wider than the screen. */}
          <Stack spacing={1.5} sx={{ display: { xs: 'flex', sm: 'none' } }} data-testid="working-experience-cards">
            {w.workingExps.map((e, i) => (
              <Box
                key={i}
                sx={{ borderTop: i ? 1 : 0, borderColor: 'divider', pt: i ? 1.5 : 0, overflowWrap: 'anywhere' }}
              >
                <Typography variant="body2" sx={{ fontWeight: 600 }}>
                  {String(e.position ?? '')} · {String(e.previous_company_name ?? '')}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  {formatDate(String(e.date_start ?? ''))} – {formatDate(String(e.date_left ?? ''))}
                </Typography>
                {e.reason_for_leaving ? (
                  <Typography variant="body2">
                    {t('workers.detail.reasonForLeaving')}: {String(e.reason_for_leaving)}
                  </Typography>
                ) : null}
              </Box>
            ))}
          </Stack>
          <Table size="small" sx={{ display: { xs: 'none', sm: 'table' } }}>
            <TableHead>
              <TableRow>
                <TableCell>{t('workers.detail.company')}</TableCell>
                <TableCell>{t('workers.detail.position')}</TableCell>
                <TableCell>{t('workers.detail.from')}</TableCell>
                <TableCell>{t('workers.detail.to')}</TableCell>
                <TableCell>{t('workers.detail.reasonForLeaving')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {w.workingExps.map((e, i) => (
                <TableRow key={i}>
                  <TableCell>{String(e.previous_company_name ?? '')}</TableCell>
                  <TableCell>{String(e.position ?? '')}</TableCell>
                  <TableCell>{formatDate(String(e.date_start ?? ''))}</TableCell>
                  <TableCell>{formatDate(String(e.date_left ?? ''))}</TableCell>
                  <TableCell>{String(e.reason_for_leaving ?? '')}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </>
      )}
    </Paper>
  );
}

/** The health and integrity answers and when the declaration was signed. */
export function HealthPanel({ worker: w }: { worker: WorkerDetail }) {
  const { t, lang } = useT();
  const answer = (v: unknown) => (v === 1 ? t('common.yes') : v === 0 ? t('common.no') : t('common.dash'));
  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      <Typography variant="subtitle1" sx={{ fontWeight: 700, mb: 1 }}>
        {t('workers.detail.health')}
      </Typography>
      <Box component="dl" sx={{ ...DL_SX, gridTemplateColumns: { xs: '1fr', sm: '260px 1fr' }, rowGap: 0.5 }}>
        {QNA_KEYS.map((k) => (
          <Box key={k} sx={{ display: 'contents' }}>
            <Typography component="dt" variant="body2" color="text.secondary">
              {QNA_LABEL_KEYS[k] ? t(QNA_LABEL_KEYS[k]) : k}
            </Typography>
            <Typography component="dd" variant="body2" sx={{ m: 0, fontWeight: w.qna[k] === 1 ? 700 : 400 }}>
              {answer(w.qna[k])}
              {k === 'medication' && w.qna[k] === 1 && w.qna.medication_details
                ? ` (${String(w.qna.medication_details)})`
                : ''}
            </Typography>
          </Box>
        ))}
        <Typography component="dt" variant="body2" color="text.secondary">
          {t('workers.detail.declarationSigned')}
        </Typography>
        <Typography component="dd" variant="body2" sx={{ m: 0 }}>
          {w.declarationAt ? formatDateTime(w.declarationAt, lang) : t('common.dash')}
        </Typography>
      </Box>
    </Paper>
  );
}
