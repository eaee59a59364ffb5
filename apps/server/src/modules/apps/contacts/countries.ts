import type { Country } from '@wf/shared/contracts/apps/contacts/contacts';
import { COUNTRY_LINES } from './country-data.ts';

/** The flag sprite's row height: the offset of a country's flag is its place in the list times this. */
const FLAG_ROW_PX = 16;

/** GET countries (docs/product/template-apps.md#contacts): id, iso, name, dial code and the flag's sprite offset. */
export const COUNTRIES: readonly Country[] = COUNTRY_LINES.split('\n').map((line, i) => {
  const [iso, name, code] = line.split('|') as [string, string, string];
  return { id: iso, iso, name, code, flagImagePos: `-1px -${i * FLAG_ROW_PX + 1}px` };
});

export const COUNTRY_ISO: ReadonlySet<string> = new Set(COUNTRIES.map((c) => c.iso));
