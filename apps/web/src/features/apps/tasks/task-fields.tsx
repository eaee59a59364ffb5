import { useState } from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import CloseIcon from '@mui/icons-material/Close';
import type { Assignee, SubTask, TaskTag } from '@wf/shared/contracts/apps/tasks/tasks';
import { TASK_TITLE_MAX } from '@wf/shared/contracts/apps/tasks/tasks';
import { useT } from '../../../lib/i18n/index.ts';

/** A draft sub-task: a new one has no id yet (the server gives it one). */
export type DraftSubTask = Omit<SubTask, 'id'> & { id?: string; key: string };

let seq = 0;
export const draftKey = () => `new-${++seq}`;

/** The sub-tasks: each with its completion, title and remove; a field that adds one on Enter. */
export function SubTasksField({ value, onChange }: { value: DraftSubTask[]; onChange(v: DraftSubTask[]): void }) {
  const { t } = useT();
  const [text, setText] = useState('');
  const set = (key: string, change: Partial<DraftSubTask>) =>
    onChange(value.map((s) => (s.key === key ? { ...s, ...change } : s)));
  const add = () => {
    if (!text.trim()) return;
    onChange([...value, { key: draftKey(), title: text.trim(), completed: false }]);
    setText('');
  };
  return (
    <Box>
      <Typography variant="subtitle2" sx={{ mb: 0.5 }}>
        {t('apps.tasks.editor.subTasks')}
      </Typography>
      {value.map((s) => (
        <Stack key={s.key} direction="row" sx={{ alignItems: 'center' }}>
          <Checkbox
            size="small"
            checked={s.completed}
            onChange={(e) => set(s.key, { completed: e.target.checked })}
            slotProps={{ input: { 'aria-label': t('apps.tasks.editor.subTaskDone', { title: s.title }) } }}
          />
          <TextField
            variant="standard"
            fullWidth
            value={s.title}
            onChange={(e) => set(s.key, { title: e.target.value })}
            slotProps={{ htmlInput: { maxLength: TASK_TITLE_MAX, 'aria-label': t('apps.tasks.editor.subTasks') } }}
          />
          <IconButton
            size="small"
            aria-label={t('apps.tasks.editor.removeSubTask', { title: s.title })}
            onClick={() => onChange(value.filter((x) => x.key !== s.key))}
          >
            <CloseIcon fontSize="small" />
          </IconButton>
        </Stack>
      ))}
      <TextField
        size="small"
        fullWidth
        label={t('apps.tasks.editor.addSubTask')}
        value={text}
        onChange={(e) => setText(e.target.value)}
        onKeyDown={(e) => {
          if (e.key === 'Enter') {
            e.preventDefault();
            add();
          }
        }}
        onBlur={add}
        slotProps={{ htmlInput: { maxLength: TASK_TITLE_MAX } }}
        sx={{ mt: 1 }}
      />
    </Box>
  );
}

/** The task's tags: picked from the caller's tags (the owner's, read-only for an assignee). */
export function TagsField({
  tags,
  value,
  disabled,
  onChange,
}: {
  tags: readonly TaskTag[];
  value: string[];
  disabled: boolean;
  onChange(v: string[]): void;
}) {
  const { t } = useT();
  const options = tags.filter((x) => x.mine || value.includes(x.id));
  return (
    <Autocomplete
      multiple
      size="small"
      disabled={disabled}
      options={options.map((x) => x.id)}
      value={value}
      getOptionLabel={(id) => tags.find((x) => x.id === id)?.title ?? ''}
      onChange={(_e, v) => onChange(v)}
      renderInput={(params) => <TextField {...params} label={t('apps.tasks.editor.tags')} />}
    />
  );
}

/** Who the task is assigned to: nobody or an active staff user. */
export function AssigneeField({
  people,
  value,
  disabled,
  onChange,
}: {
  people: readonly Assignee[];
  value: string | null;
  disabled: boolean;
  onChange(v: string | null): void;
}) {
  const { t } = useT();
  return (
    <TextField
      select
      size="small"
      fullWidth
      disabled={disabled}
      label={t('apps.tasks.editor.assignee')}
      value={value ?? ''}
      onChange={(e) => onChange(e.target.value || null)}
      slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
    >
      <MenuItem value="">{t('apps.tasks.editor.nobody')}</MenuItem>
      {people.map((p) => (
        <MenuItem key={p.id} value={p.id}>
          {p.name}
        </MenuItem>
      ))}
    </TextField>
  );
}
