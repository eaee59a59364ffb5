import { useState } from 'react';
import Checkbox from '@mui/material/Checkbox';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import CloseIcon from '@mui/icons-material/Close';
import type { NoteTask } from '@wf/shared/contracts/apps/notes/notes';
import { useT } from '../../../lib/i18n/index.ts';

export type DraftTask = Omit<NoteTask, 'id'> & { id?: string; key: string };

/** A note's checklist: tick, edit, remove an item, and add one with Enter. */
export function NoteChecklist({ tasks, onChange }: { tasks: DraftTask[]; onChange(tasks: DraftTask[]): void }) {
  const { t } = useT();
  const [adding, setAdding] = useState('');
  const set = (i: number, change: Partial<DraftTask>) => onChange(tasks.map((x, j) => (j === i ? { ...x, ...change } : x)));
  const add = () => {
    if (!adding.trim()) return;
    onChange([...tasks, { key: `new-${Date.now()}-${tasks.length}`, content: adding.trim(), completed: false }]);
    setAdding('');
  };
  return (
    <Stack spacing={0.5} role="group" aria-label={t('apps.notes.checklist')}>
      {tasks.map((task, i) => (
        <Stack key={task.key} direction="row" sx={{ alignItems: 'center' }}>
          <Checkbox
            checked={task.completed}
            onChange={(e) => set(i, { completed: e.target.checked })}
            slotProps={{ input: { 'aria-label': t('apps.notes.done', { item: task.content }) } }}
          />
          <TextField
            variant="standard"
            fullWidth
            value={task.content}
            onChange={(e) => set(i, { content: e.target.value })}
            slotProps={{ htmlInput: { 'aria-label': t('apps.notes.item'), maxLength: 500 } }}
            sx={{ '& input': { textDecoration: task.completed ? 'line-through' : 'none' } }}
          />
          <IconButton size="small" aria-label={t('apps.notes.removeItem', { item: task.content })} onClick={() => onChange(tasks.filter((_, j) => j !== i))}>
            <CloseIcon fontSize="small" />
          </IconButton>
        </Stack>
      ))}
      <TextField
        size="small"
        label={t('apps.notes.addItem')}
        value={adding}
        onChange={(e) => setAdding(e.target.value)}
        onKeyDown={(e) => {
          if (e.key === 'Enter') {
            e.preventDefault();
            add();
          }
        }}
        onBlur={add}
      />
    </Stack>
  );
}
