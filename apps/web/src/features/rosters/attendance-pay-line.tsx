import Typography from '@mui/material/Typography';
import type { AttendanceRow } from '@wf/shared/contracts/rosters/rosters';
import { formatSgd } from '@wf/shared/domain/money';
import { formatHours } from '@wf/shared/domain/format';
import { DAY_KIND } from '@wf/shared/enums/pay';
import { useT } from '../../lib/i18n/index.ts';


/** The row's shift payment: its pay where the viewer may see it, overtime, the day's kind, a lock. */
export function PayLine({ row }: { row: AttendanceRow }) {
  const { t } = useT();
  const p = row.pay;
  if (!p) return null;
  const parts = [
    p.totalCents !== null ? formatSgd(p.totalCents) : null,
    p.overtimeMinutes > 0 ? t('rosters.attendance.overtime', { hours: formatHours(p.overtimeMinutes) }) : null,
    p.dayKind !== 'normal' ? t(DAY_KIND.key(p.dayKind)) : null,
    p.locked ? t('rosters.attendance.payLocked') : null,
  ].filter(Boolean);
  if (parts.length === 0) return null;
  return (
    <Typography variant="body2" sx={{ fontWeight: 600 }}>
      {parts.join(' · ')}
    </Typography>
  );
}
