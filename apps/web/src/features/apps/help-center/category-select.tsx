import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useT } from '../../../lib/i18n/index.ts';

/** The category an FAQ or a guide belongs to. */
export function CategorySelect({
  value,
  onChange,
  categories,
}: {
  value: string;
  onChange(id: string): void;
  categories: ReadonlyArray<{ id: string; title: string }>;
}) {
  const { t } = useT();
  return (
    <TextField select label={t('apps.help-center.category')} value={value} onChange={(e) => onChange(e.target.value)}>
      {categories.map((c) => (
        <MenuItem key={c.id} value={c.id}>
          {c.title}
        </MenuItem>
      ))}
    </TextField>
  );
}
