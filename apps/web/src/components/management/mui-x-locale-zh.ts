import 'dayjs/locale/zh-cn';
import type {} from '@mui/x-date-pickers/themeAugmentation';
import { zhCN as grid } from '@mui/x-data-grid/locales';
import { zhCN as pickers } from '@mui/x-date-pickers/locales';
import type { MuiXLocalization } from './mui-x-locale.ts';

/** Chinese (simplified): MUI X's own texts, calendar month and weekday names from dayjs 'zh-cn'. */
export const localization: MuiXLocalization = [
  grid,
  pickers,
  { components: { MuiLocalizationProvider: { defaultProps: { adapterLocale: 'zh-cn' } } } },
];
