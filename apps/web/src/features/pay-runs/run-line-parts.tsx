import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import DownloadIcon from '@mui/icons-material/Download';
import KeyboardArrowDownIcon from '@mui/icons-material/KeyboardArrowDown';
import KeyboardArrowUpIcon from '@mui/icons-material/KeyboardArrowUp';
import { useT } from '../../lib/i18n/index.ts';
import { formatHours } from '@wf/shared/domain/format';
import type { PayRunLine } from '@wf/shared/contracts/pay-runs/pay-runs';
import { CPF_STATUS, ENGAGEMENT_TYPE } from '@wf/shared/enums/pay-runs';

/** What the table and the cards of the run's lines share: how a line opens, downloads and reads. */
export type LineView = {
  lines: PayRunLine[];
  open: string | null;
  onToggle(id: string): void;
  /** Downloads a line's payslip; absent while the run is a draft (payslips come from hr confirmation on). */
  onPayslip?: (line: PayRunLine) => void;
  /** The text when no line is shown (none in the run, or none matches). */
  emptyText: string;
};

export const num = { textAlign: 'right', fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' } as const;

/** "PT-000012 · Employee · Singapore citizen". */
export function useLineSubtitle() {
  const { t } = useT();
  return (line: PayRunLine) =>
    [line.employeeCode, t(ENGAGEMENT_TYPE.key(line.engagementType)), t(CPF_STATUS.key(line.cpfStatus))].filter(Boolean).join(' · ');
}

/** "40.00 + 2.50 OT". */
export function useLineHours() {
  const { t } = useT();
  return (line: PayRunLine) =>
    `${formatHours(line.regularMinutes + line.restDayMinutes + line.publicHolidayMinutes)}${
      line.overtimeMinutes > 0 ? ` + ${t('pay-runs.lines.otHours', { hours: formatHours(line.overtimeMinutes) })}` : ''
    }`;
}

/**
 * The line's bank (the one frozen at approval once approved), or a red "No bank details" when it has
 * none; "Changed since approval" when the worker's bank details changed after finance approved.
 */
export function BankOf({ line }: { line: PayRunLine }) {
  const { t } = useT();
  if (!line.hasBankDetails) return <Chip size="small" color="error" variant="outlined" label={t('pay-runs.lines.noBank')} />;
  return (
    <>
      {line.bankName}
      {line.bankChangedSinceApproval && (
        <Chip size="small" color="warning" variant="outlined" sx={{ ml: 1 }} label={t('pay-runs.bankChange.chip')} data-testid="bank-changed" />
      )}
    </>
  );
}

/** Opens or closes a line's shifts and adjustments. */
export function ExpandButton({ line, view }: { line: PayRunLine; view: LineView }) {
  const { t } = useT();
  const expanded = view.open === line.id;
  return (
    <IconButton
      size="small"
      aria-expanded={expanded}
      aria-label={t(expanded ? 'pay-runs.lines.collapse' : 'pay-runs.lines.expand', { name: line.workerName })}
      onClick={() => view.onToggle(line.id)}
    >
      {expanded ? <KeyboardArrowUpIcon /> : <KeyboardArrowDownIcon />}
    </IconButton>
  );
}

/** Downloads the line's payslip (nothing on a draft). */
export function PayslipButton({ line, view }: { line: PayRunLine; view: LineView }) {
  const { t } = useT();
  const { onPayslip } = view;
  if (!onPayslip) return null;
  return (
    <IconButton size="small" aria-label={t('pay-runs.downloads.payslipOf', { name: line.workerName })} onClick={() => onPayslip(line)}>
      <DownloadIcon />
    </IconButton>
  );
}
