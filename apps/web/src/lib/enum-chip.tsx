import Chip, { type ChipProps } from '@mui/material/Chip';
import type { ChipColour, EnumDefinition } from '@wf/shared/enums/define-enum';
import { useT, type TFunction } from './i18n/index.ts';

/** A value's chip colour as its definition gives it ('default' where the definition has none). */
export const chipColour = <V extends string>(of: EnumDefinition<V>, value: V): ChipColour => of.colours?.[value] ?? 'default';

/** An enumeration's values as a select's options, in the page's language. */
export const enumOptions = <V extends string>(of: EnumDefinition<V>, t: TFunction) =>
  of.values.map((value) => ({ value, label: t(of.key(value)) }));

/**
 * A value of an enumeration as a chip (decision 039): its words from the catalogue
 * (`<definition.keys>.<value>`) in the page's language and its colour from the definition.
 */
export function EnumChip<V extends string>({ of, value, ...chip }: { of: EnumDefinition<V>; value: V } & Omit<ChipProps, 'label' | 'color'>) {
  const { t } = useT();
  return <Chip size="small" color={chipColour(of, value)} label={t(of.key(value))} {...chip} />;
}
