import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ImportCounts } from '@wf/shared/contracts/data-migration/roster-import';
import { useT } from '../../lib/i18n/index.ts';

/** The preview's (or the commit's) figures: what is created and updated, unchanged rows, rows in error. */
export function ImportCountsView({ counts }: { counts: ImportCounts }) {
  const { t } = useT();
  const cells: [string, string][] = [
    [t('data-migration.count.rows'), String(counts.rows)],
    [t('data-migration.count.rosters'), t('data-migration.count.createUpdate', counts.rosters)],
    [t('data-migration.count.shifts'), t('data-migration.count.createUpdate', counts.shifts)],
    [t('data-migration.count.assignments'), t('data-migration.count.create', counts.assignments)],
    [t('data-migration.count.attendance'), t('data-migration.count.createUpdate', counts.attendance)],
    [t('data-migration.count.unchanged'), String(counts.unchanged)],
    [t('data-migration.count.errorRows'), String(counts.errorRows)],
    [t('data-migration.count.warningRows'), String(counts.warningRows)],
  ];
  return (
    <Box
      component="dl"
      sx={{ m: 0, display: 'grid', gap: 1.5, gridTemplateColumns: 'repeat(auto-fill, minmax(170px, 1fr))' }}
    >
      {cells.map(([label, value]) => (
        <Box key={label} sx={{ p: 1.5, border: 1, borderColor: 'divider', borderRadius: 1 }}>
          <Typography component="dt" variant="caption" color="text.secondary">
            {label}
          </Typography>
          <Typography component="dd" variant="subtitle1" sx={{ m: 0, fontWeight: 600 }}>
            {value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
