import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AlarmIcon from '@mui/icons-material/Alarm';
import type { Note } from '@wf/shared/contracts/apps/notes/notes';
import { formatDateTime } from '@wf/shared/domain/format';
import { useT } from '../../../lib/i18n/index.ts';
import { NoteImage } from './note-image.tsx';

/** One note in the masonry: image, title, text, checklist, labels and reminder; opens the editor. */
export function NoteCard({ note: n, onOpen }: { note: Note; onOpen(): void }) {
  const { t, lang } = useT();
  return (
    <Card variant="outlined" sx={{ breakInside: 'avoid', mb: 2 }}>
      <CardActionArea onClick={onOpen}>
        {n.image && <NoteImage noteId={n.id} url={n.image} alt={n.title || t('apps.notes.image')} />}
        <CardContent>
          {n.title && (
            <Typography variant="subtitle1" sx={{ fontWeight: 600 }}>
              {n.title}
            </Typography>
          )}
          {n.content && (
            <Typography variant="body2" color="text.secondary" sx={{ whiteSpace: 'pre-wrap', display: '-webkit-box', WebkitLineClamp: 8, WebkitBoxOrient: 'vertical', overflow: 'hidden' }}>
              {n.content}
            </Typography>
          )}
          {n.tasks && n.tasks.length > 0 && (
            <Box sx={{ mt: 1 }}>
              {n.tasks.slice(0, 6).map((task) => (
                <Stack key={task.id} direction="row" sx={{ alignItems: 'center' }}>
                  <Checkbox size="small" checked={task.completed} disabled sx={{ p: 0.5 }} slotProps={{ input: { 'aria-label': task.content } }} />
                  <Typography variant="body2" sx={{ textDecoration: task.completed ? 'line-through' : 'none' }}>
                    {task.content}
                  </Typography>
                </Stack>
              ))}
              {n.tasks.length > 6 && (
                <Typography variant="caption" color="text.secondary">
                  {t('apps.notes.moreTasks', { count: n.tasks.length - 6 })}
                </Typography>
              )}
            </Box>
          )}
          <Stack direction="row" spacing={0.5} useFlexGap sx={{ flexWrap: 'wrap', mt: 1 }}>
            {n.reminder && <Chip size="small" icon={<AlarmIcon />} label={formatDateTime(n.reminder, lang)} />}
            {n.labels.map((l) => (
              <Chip key={l.id} size="small" variant="outlined" label={l.title} />
            ))}
          </Stack>
        </CardContent>
      </CardActionArea>
    </Card>
  );
}
