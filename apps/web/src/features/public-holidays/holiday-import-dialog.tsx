import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import type {
  HolidayImportPreview,
  HolidayImportResult,
  HolidayPlanRowDto,
} from '@wf/shared/contracts/public-holidays/public-holidays';
import { formatDate } from '@wf/shared/domain/format';
import { useT } from '../../lib/i18n/index.ts';
import { errorText } from '../../components/management/list/list-tools.tsx';
import { publicHolidayEndpoints as e } from '@wf/shared/contracts/public-holidays/endpoints';
import { useEndpointMutation } from '../../lib/use-endpoint.ts';
import { importFileProblem, importPreviewInput } from './holiday-import-file.ts';
import { SKIP_REASON_KEYS, fileProblemText } from './labels.ts';
import { CancelAndConfirm } from '../../components/management/dialog/dialog-parts.tsx';

const ACTION_COLOR = { add: 'success', change: 'warning', skip: 'default' } as const;
/** On a phone the row number goes and the result sits under the name. */
const wide = { display: { xs: 'none', sm: 'table-cell' } } as const;
const narrow = { display: { xs: 'block', sm: 'none' } } as const;

/** Import from a CSV or .ics file: choose it, see what would be added, changed or skipped, then apply. */
export function HolidayImportDialog({
  onClose,
  onApplied,
}: {
  onClose(): void;
  onApplied(result: HolidayImportResult, firstDate: string | null): void;
}) {
  const { t } = useT();
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  // The preview writes nothing; applying refreshes every year's list.
  const preview = useEndpointMutation(e.importPreview);
  const apply = useEndpointMutation(e.importApply, { invalidates: [e] });
  const [file, setFile] = useState<File | null>(null);
  const [plan, setPlan] = useState<HolidayImportPreview | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  const choose = async (f: File | null) => {
    setPlan(null);
    setProblem(null);
    setFile(f);
    if (!f) return;
    const local = importFileProblem(f);
    if (local) return setProblem(fileProblemText(local, t));
    try {
      setPlan(await preview.mutateAsync(importPreviewInput(f)));
    } catch (err) {
      setProblem(fileProblemText(err, t));
    }
  };
  const changes = plan ? plan.rows.filter((r) => r.action !== 'skip') : [];
  const run = async () => {
    setProblem(null);
    try {
      const result = await apply.mutateAsync({ body: { items: changes.map((r) => ({ date: r.date!, name: r.name })) } });
      onApplied(result, changes[0]?.date ?? null);
    } catch (err) {
      setProblem(errorText(err, t));
    }
  };
  const actionLabel = (a: HolidayPlanRowDto['action']) =>
    a === 'add'
      ? t('public-holidays.import.action.add')
      : a === 'change'
        ? t('public-holidays.import.action.change')
        : t('public-holidays.import.action.skip');

  return (
    <Dialog open onClose={onClose} maxWidth="md" fullWidth fullScreen={phone}>
      <DialogTitle>{t('public-holidays.import.title')}</DialogTitle>
      <DialogContent>
        <Stack spacing={2}>
          <Typography color="text.secondary">{t('public-holidays.import.intro')}</Typography>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
            <Button component="label" variant="outlined" startIcon={<UploadFileIcon />} disabled={preview.isPending}>
              {file ? t('public-holidays.import.chooseAnother') : t('public-holidays.import.choose')}
              <input
                type="file"
                hidden
                data-testid="holiday-import-file"
                accept=".csv,.ics,text/csv,text/calendar"
                onChange={(e) => {
                  void choose(e.target.files?.[0] ?? null);
                  e.target.value = '';
                }}
              />
            </Button>
            <Typography variant="body2" color="text.secondary" sx={{ wordBreak: 'break-all' }}>
              {preview.isPending
                ? t('public-holidays.import.reading')
                : file
                  ? t('public-holidays.import.fileSize', {
                      name: file.name,
                      size: Math.max(1, Math.ceil(file.size / 1024)),
                    })
                  : t('public-holidays.import.hint')}
            </Typography>
          </Stack>
          {problem && <Alert severity="error">{problem}</Alert>}
          {plan && (
            <>
              <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }} aria-live="polite">
                <Chip color="success" label={t('public-holidays.import.countAdd', { count: plan.counts.add })} />
                <Chip color="warning" label={t('public-holidays.import.countChange', { count: plan.counts.change })} />
                <Chip label={t('public-holidays.import.countSkip', { count: plan.counts.skip })} />
              </Stack>
              <TableContainer
                sx={{ maxHeight: { xs: 'none', sm: 360 }, border: 1, borderColor: 'divider', borderRadius: 1 }}
              >
                <Table size="small" stickyHeader aria-label={t('public-holidays.import.previewTable')}>
                  <TableHead>
                    <TableRow>
                      <TableCell sx={wide}>{t('public-holidays.import.line')}</TableCell>
                      <TableCell>{t('public-holidays.columns.date')}</TableCell>
                      <TableCell>{t('public-holidays.columns.name')}</TableCell>
                      <TableCell sx={wide}>{t('public-holidays.import.result')}</TableCell>
                    </TableRow>
                  </TableHead>
                  <TableBody>
                    {plan.rows.map((r, i) => {
                      const result = (
                        <>
                          <Chip size="small" color={ACTION_COLOR[r.action]} label={actionLabel(r.action)} />
                          {(r.action === 'change' || r.reason) && (
                            <Box
                              component="span"
                              sx={{ display: 'block', mt: 0.5, color: 'text.secondary', fontSize: 13 }}
                            >
                              {r.action === 'change'
                                ? t('public-holidays.import.was', { name: r.currentName ?? '' })
                                : t(SKIP_REASON_KEYS[r.reason!])}
                            </Box>
                          )}
                        </>
                      );
                      return (
                        <TableRow key={`${r.line}-${i}`}>
                          <TableCell sx={wide}>{r.line}</TableCell>
                          <TableCell sx={{ whiteSpace: 'nowrap' }}>
                            {r.date ? formatDate(r.date) : r.dateText || t('common.dash')}
                          </TableCell>
                          <TableCell>
                            {r.name || t('common.dash')}
                            <Box sx={{ ...narrow, mt: 0.5 }}>{result}</Box>
                          </TableCell>
                          <TableCell sx={wide}>{result}</TableCell>
                        </TableRow>
                      );
                    })}
                  </TableBody>
                </Table>
              </TableContainer>
            </>
          )}
        </Stack>
      </DialogContent>
      <CancelAndConfirm
        onCancel={onClose}
        label={t('public-holidays.import.apply', { count: changes.length })}
        disabled={!plan || changes.length === 0 || apply.isPending}
        onConfirm={() => void run()}
      />
    </Dialog>
  );
}
