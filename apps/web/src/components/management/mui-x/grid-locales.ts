import { trTR, zhCN } from '@mui/x-data-grid/locales';
import type { GridLocaleText } from '@mui/x-data-grid';
import type { Localized } from './mui-x-locale.ts';

/** The data grid's own texts in Chinese and Turkish (mui-x-locale.ts). */
export const gridLocaleTexts: Localized<Partial<GridLocaleText>> = {
  zh: zhCN.components.MuiDataGrid.defaultProps.localeText,
  tr: trTR.components.MuiDataGrid.defaultProps.localeText,
};
