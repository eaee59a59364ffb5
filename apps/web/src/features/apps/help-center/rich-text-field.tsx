import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useT } from '../../../lib/i18n/index.ts';
import { helpHtml } from './guide-html.ts';

/**
 * Rich text as HTML with a live preview of what the page will show. The server keeps only the
 * allowed tags (headings, paragraphs, lists, emphasis, links, tables); scripts and event handlers never survive.
 */
export function RichTextField({ label, value, onChange }: { label: string; value: string; onChange(v: string): void }) {
  const { t } = useT();
  return (
    <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
      <TextField
        label={label}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        multiline
        minRows={10}
        maxRows={24}
        required
        helperText={t('apps.help-center.htmlHelp')}
        sx={{ flex: 1, '& textarea': { fontFamily: 'monospace', fontSize: 13 } }}
      />
      <Box sx={{ flex: 1, border: 1, borderColor: 'divider', borderRadius: 1, p: 2, overflow: 'auto', maxHeight: 480 }}>
        <Typography variant="overline" color="text.secondary">
          {t('apps.help-center.preview')}
        </Typography>
        <Box dangerouslySetInnerHTML={helpHtml(value)} />
      </Box>
    </Stack>
  );
}
