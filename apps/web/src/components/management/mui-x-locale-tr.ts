import 'dayjs/locale/tr';
import type {} from '@mui/x-date-pickers/themeAugmentation';
import { trTR as grid } from '@mui/x-data-grid/locales';
import { trTR as pickers } from '@mui/x-date-pickers/locales';
import type { MuiXLocalization } from './mui-x-locale.ts';

/** Turkish: MUI X's own texts, calendar month and weekday names from dayjs 'tr'. */
export const localization: MuiXLocalization = [
  grid,
  pickers,
  { components: { MuiLocalizationProvider: { defaultProps: { adapterLocale: 'tr' } } } },
];
