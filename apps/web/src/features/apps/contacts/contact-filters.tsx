import Box from '@mui/material/Box';
import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import SearchIcon from '@mui/icons-material/Search';
import type { ContactTag } from '@wf/shared/contracts/apps/contacts/contacts';
import { useT } from '../../../lib/i18n/index.ts';

/** Above the list: the name search (GET search) and the tag filter. */
export function ContactFilters({
  text,
  onText,
  tag,
  onTag,
  tags,
}: {
  text: string;
  onText(v: string): void;
  tag: string | null;
  onTag(v: string | null): void;
  tags: readonly ContactTag[];
}) {
  const { t } = useT();
  return (
    <Box sx={{ display: 'flex', gap: 1, p: 1.5, borderBottom: 1, borderColor: 'divider' }}>
      <TextField
        size="small"
        fullWidth
        value={text}
        onChange={(e) => onText(e.target.value)}
        placeholder={t('apps.contacts.search')}
        slotProps={{
          htmlInput: { 'aria-label': t('apps.contacts.search'), 'data-testid': 'contacts-search' },
          input: {
            startAdornment: (
              <InputAdornment position="start">
                <SearchIcon fontSize="small" />
              </InputAdornment>
            ),
          },
        }}
      />
      <TextField
        select
        size="small"
        label={t('apps.contacts.tag')}
        value={tag ?? ''}
        onChange={(e) => onTag(e.target.value || null)}
        sx={{ minWidth: 120 }}
      >
        <MenuItem value="">{t('apps.contacts.allTags')}</MenuItem>
        {tags.map((tg) => (
          <MenuItem key={tg.id} value={tg.id}>
            {tg.title}
          </MenuItem>
        ))}
      </TextField>
    </Box>
  );
}
