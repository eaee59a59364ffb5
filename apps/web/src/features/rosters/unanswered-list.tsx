import { Link as RouterLink } from 'react-router';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { RosterBoard } from '@wf/shared/contracts/rosters/rosters';
import { formatDateTime } from '../../components/management/list/list-tools.tsx';
import { useT } from '../../lib/i18n/index.ts';
import { positionText } from '../../lib/position-text.ts';
import { dayLabel } from './roster-dates.ts';
import { rosterPages } from '@wf/shared/contracts/rosters/pages';

/**
 * The board's "not answered yet" list: workers on published shifts of the shown range, not yet
 * started, who have neither confirmed nor declined (soonest first), each with its roster.
 */
export function UnansweredList({ rows }: { rows: RosterBoard['unanswered'] }) {
  const { t, lang } = useT();
  return (
    <Paper variant="outlined" component="section" aria-labelledby="unanswered-title" sx={{ p: 2, mt: 2 }}>
      <Typography id="unanswered-title" component="h2" variant="subtitle1" sx={{ fontWeight: 700 }}>
        {t('rosters.replacement.unansweredTitle', { count: rows.length })}
      </Typography>
      {rows.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {t('rosters.replacement.unansweredNone')}
        </Typography>
      ) : (
        // Fixed columns that wrap their words: the board stays within a phone's width (no sideways scroll).
        <Table size="small" aria-labelledby="unanswered-title" sx={{ tableLayout: 'fixed', width: '100%', '& td, & th': { overflowWrap: 'anywhere' } }}>
          <TableHead>
            <TableRow>
              <TableCell>{t('rosters.replacement.worker')}</TableCell>
              <TableCell>{t('rosters.replacement.shift')}</TableCell>
              <TableCell>{t('rosters.replacement.reminder')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((u) => (
              <TableRow key={u.assignmentId}>
                <TableCell>
                  <Typography variant="body2" sx={{ fontWeight: 600 }}>
                    {u.workerName}
                  </Typography>
                  <Typography variant="caption" color="text.secondary">
                    {u.contactNumber ?? ''}
                  </Typography>
                </TableCell>
                <TableCell>
                  <Link component={RouterLink} to={rosterPages.record(u.rosterId)}>
                    {`${dayLabel(u.date, lang)} ${u.start} · ${positionText(t, u.position)} · ${u.locationName}`}
                  </Link>
                </TableCell>
                <TableCell>
                  {u.remindedAt ? (
                    <Chip
                      size="small"
                      variant="outlined"
                      sx={{ height: 'auto', maxWidth: '100%', '& .MuiChip-label': { whiteSpace: 'normal' } }}
                      label={t('rosters.replacement.remindedAt', { at: formatDateTime(u.remindedAt, lang) })}
                    />
                  ) : (
                    <Typography variant="caption" color="text.secondary">
                      {t('rosters.replacement.notReminded')}
                    </Typography>
                  )}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </Paper>
  );
}
