import 'dayjs/locale/zh-cn';
import 'dayjs/locale/tr';
import { trTR, zhCN } from '@mui/x-date-pickers/locales';
import type { PickersLocaleText } from '@mui/x-date-pickers/locales';
import type { Localized } from './management/mui-x/mui-x-locale.ts';

/** The date pickers' own texts in Chinese and Turkish, and the dayjs locale of month and weekday names. */
export const pickerLocales: Localized<{ localeText: Partial<PickersLocaleText>; adapterLocale: string }> = {
  zh: { localeText: zhCN.components.MuiLocalizationProvider.defaultProps.localeText, adapterLocale: 'zh-cn' },
  tr: { localeText: trTR.components.MuiLocalizationProvider.defaultProps.localeText, adapterLocale: 'tr' },
};
