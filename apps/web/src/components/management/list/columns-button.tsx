import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import ViewColumnIcon from '@mui/icons-material/ViewColumn';
import { GridPreferencePanelsValue } from '@mui/x-data-grid';
import { useT } from '../../../lib/i18n/index.ts';
import type { ServerGridState } from './server-grid.tsx';

/** The column chooser of a list (in its toolbar: the grid has no toolbar band of its own). */
export function ColumnsButton({ grid }: { grid: ServerGridState }) {
  const { t } = useT();
  // The cards below 600 px have no columns to choose.
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'), { noSsr: true });
  if (phone) return null;
  return (
    <Tooltip title={t('management.chooseColumns')}>
      <IconButton
        aria-label={t('management.chooseColumns')}
        onClick={() => grid.apiRef.current?.showPreferences(GridPreferencePanelsValue.columns)}
      >
        <ViewColumnIcon />
      </IconButton>
    </Tooltip>
  );
}
