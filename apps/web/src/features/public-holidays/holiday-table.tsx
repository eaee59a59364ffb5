import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import type { HolidayRow } from '@wf/shared/contracts/public-holidays/public-holidays';
import { formatDate } from '@wf/shared/domain/format';
import { useT } from '../../lib/i18n/index.ts';
import { WEEKDAY_KEYS, weekdayOf } from './labels.ts';

/** The year's holidays by date; on a phone the weekday and note sit under the date and name. */
export function HolidayTable({
  items,
  loading,
  canEdit,
  onEdit,
  onDelete,
}: {
  items: HolidayRow[];
  loading: boolean;
  canEdit: boolean;
  onEdit(h: HolidayRow): void;
  onDelete(h: HolidayRow): void;
}) {
  const { t } = useT();
  const wide = { display: { xs: 'none', md: 'table-cell' } } as const;
  const narrow = { display: { xs: 'block', md: 'none' } } as const;
  return (
    <>
      {loading && <LinearProgress />}
      <Table aria-label={t('public-holidays.list.table')}>
        <TableHead>
          <TableRow>
            <TableCell>{t('public-holidays.columns.date')}</TableCell>
            <TableCell sx={wide}>{t('public-holidays.columns.weekday')}</TableCell>
            <TableCell>{t('public-holidays.columns.name')}</TableCell>
            <TableCell sx={wide}>{t('public-holidays.columns.note')}</TableCell>
            {canEdit && <TableCell align="right">{t('common.actions')}</TableCell>}
          </TableRow>
        </TableHead>
        <TableBody>
          {items.map((h) => {
            const day = t(WEEKDAY_KEYS[weekdayOf(h.date)]!);
            const weekend = weekdayOf(h.date) === 0 || weekdayOf(h.date) === 6;
            return (
              <TableRow key={h.id} hover>
                <TableCell sx={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}>
                  {formatDate(h.date)}
                  <Typography variant="body2" color="text.secondary" sx={narrow}>
                    {day}
                  </Typography>
                </TableCell>
                <TableCell sx={{ ...wide, color: weekend ? 'text.secondary' : undefined }}>{day}</TableCell>
                <TableCell>
                  <Box component="span" sx={{ fontWeight: 600 }}>
                    {h.name}
                  </Box>
                  {h.observed && (
                    <Chip
                      size="small"
                      color="info"
                      variant="outlined"
                      label={t('public-holidays.list.inLieu')}
                      sx={{ ml: 1 }}
                    />
                  )}
                  {h.note && (
                    <Typography variant="body2" color="text.secondary" sx={narrow}>
                      {h.note}
                    </Typography>
                  )}
                </TableCell>
                <TableCell sx={{ ...wide, color: 'text.secondary' }}>{h.note ?? ''}</TableCell>
                {canEdit && (
                  <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                    <Tooltip title={t('common.edit')}>
                      <IconButton
                        aria-label={t('public-holidays.list.editNamed', { name: h.name })}
                        onClick={() => onEdit(h)}
                      >
                        <EditIcon />
                      </IconButton>
                    </Tooltip>
                    <Tooltip title={t('common.delete')}>
                      <IconButton
                        aria-label={t('public-holidays.list.deleteNamed', { name: h.name })}
                        onClick={() => onDelete(h)}
                      >
                        <DeleteIcon />
                      </IconButton>
                    </Tooltip>
                  </TableCell>
                )}
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </>
  );
}
