import Chip from '@mui/material/Chip';
import Tooltip from '@mui/material/Tooltip';
import LockOutlinedIcon from '@mui/icons-material/LockOutlined';
import { useT } from '../../../lib/i18n/index.ts';

/**
 * Where a pay figure the viewer may not read would stand (the one pay-visibility rule, decision 018):
 * "Pay hidden for your role", never a blank or a 0; the tooltip says who sees it.
 */
export function PayHidden() {
  const { t } = useT();
  return (
    <Tooltip title={t('common.payHiddenWhy')}>
      <Chip
        size="small"
        variant="outlined"
        icon={<LockOutlinedIcon fontSize="small" />}
        label={t('common.payHidden')}
        data-testid="pay-hidden"
        aria-description={t('common.payHiddenWhy')}
      />
    </Tooltip>
  );
}
