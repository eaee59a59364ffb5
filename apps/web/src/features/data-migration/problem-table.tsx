import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { RowProblem } from '@wf/shared/contracts/data-migration/roster-import';
import { useT } from '../../lib/i18n/index.ts';

/** The roster rules' codes the page words itself (others show as "refused by the roster rules"). */
const RULE_CODES = new Set([
  'WORKER_BLACKLISTED',
  'WORKER_NOT_ACTIVE',
  'DO_NOT_SEND',
  'CERTIFICATE_MISSING',
  'OVERLAPPING_SHIFT',
  'SHIFT_FULL',
  'ALREADY_ASSIGNED',
  'OVER_12_HOURS_DAY',
  'REST_UNDER_8_HOURS',
  'OVER_44_HOURS_WEEK',
]);

/** The rows in error (or with warnings): line, column and reason, in the user's language. */
export function ProblemTable({
  title,
  problems,
  warning,
}: {
  title: string;
  problems: RowProblem[];
  warning?: boolean;
}) {
  const { t } = useT();
  const reason = (p: RowProblem) =>
    p.reason === 'rule' && p.code && RULE_CODES.has(p.code)
      ? t(`data-migration.rule.${p.code}`)
      : t(`data-migration.reason.${p.reason}`);
  return (
    <div>
      <Typography variant="subtitle1" component="h3" color={warning ? 'warning.main' : 'error'} sx={{ mb: 1 }}>
        {title}
      </Typography>
      <TableContainer sx={{ maxHeight: 360 }}>
        <Table size="small" stickyHeader aria-label={title}>
          <TableHead>
            <TableRow>
              <TableCell>{t('data-migration.problem.line')}</TableCell>
              <TableCell>{t('data-migration.problem.column')}</TableCell>
              <TableCell>{t('data-migration.problem.reason')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {problems.map((p, i) => (
              <TableRow key={`${p.line}-${i}`}>
                <TableCell>{p.line}</TableCell>
                <TableCell>{p.column ? t(`data-migration.column.${p.column}`) : '—'}</TableCell>
                <TableCell>{reason(p)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    </div>
  );
}
