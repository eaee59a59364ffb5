import Chip from '@mui/material/Chip';
import type { ImportStatus } from '@wf/shared/contracts/data-migration/roster-import';
import { useT } from '../../lib/i18n/index.ts';

const COLORS: Record<ImportStatus, 'default' | 'info' | 'success' | 'error' | 'warning'> = {
  checking: 'info',
  checked: 'warning',
  committing: 'info',
  committed: 'success',
  failed: 'error',
  rolled_back: 'default',
};

export function StatusChip({ status }: { status: ImportStatus }) {
  const { t } = useT();
  return <Chip size="small" color={COLORS[status]} label={t(`data-migration.status.${status}`)} />;
}
