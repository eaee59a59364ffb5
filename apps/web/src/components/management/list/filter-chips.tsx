import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import type { ChipColour } from '@wf/shared/enums/define-enum';

/**
 * The filter chips above a list (statuses, expiry windows): one labelled group, the chosen chip
 * filled and pressed in its colour (primary by default), the others outlined.
 */
export function FilterChips<K extends string>({
  label,
  chips,
  value,
  onChange,
  colour = () => 'primary',
  bold = false,
}: {
  /** The group's accessible name. */
  label: string;
  chips: readonly { key: K; label: string }[];
  value: K;
  onChange(key: K): void;
  colour?: (key: K) => ChipColour;
  /** The chosen chip's words in bold. */
  bold?: boolean;
}) {
  return (
    <Stack direction="row" spacing={1} sx={{ mb: 2, flexWrap: 'wrap', rowGap: 1 }} role="group" aria-label={label}>
      {chips.map((c) => (
        <Chip
          key={c.key}
          label={c.label}
          color={value === c.key ? colour(c.key) : 'default'}
          variant={value === c.key ? 'filled' : 'outlined'}
          onClick={() => onChange(c.key)}
          aria-pressed={value === c.key}
          sx={bold ? { fontWeight: value === c.key ? 700 : 400 } : undefined}
        />
      ))}
    </Stack>
  );
}
