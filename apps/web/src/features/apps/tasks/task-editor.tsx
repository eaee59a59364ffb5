import { useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import CloseIcon from '@mui/icons-material/Close';
import type { Assignee, Task, TaskChanges, TaskTag } from '@wf/shared/contracts/apps/tasks/tasks';
import { TASK_NOTES_MAX, TASK_PRIORITIES, TASK_TITLE_MAX } from '@wf/shared/contracts/apps/tasks/tasks';
import { DateField, INVALID_DATE } from '../../../components/date-field.tsx';
import { ConfirmButton } from '../../../components/management/dialog/confirm-dialog.tsx';
import { errorText } from '../../../components/management/list/list-tools.tsx';
import { useT } from '../../../lib/i18n/index.ts';
import { taskEndpoints as e } from '@wf/shared/contracts/apps/tasks/endpoints';
import { useEndpointMutation } from '../../../lib/use-endpoint.ts';
import { TASK_CHANGE, useUpdateTask } from './task-changes.ts';
import { AssigneeField, draftKey, SubTasksField, TagsField, type DraftSubTask } from './task-fields.tsx';
import { LinkField } from './task-link-field.tsx';

type Draft = Omit<Task, 'subTasks'> & { subTasks: DraftSubTask[] };
const toDraft = (task: Task): Draft => ({ ...task, subTasks: task.subTasks.map((s) => ({ ...s, key: s.id })) });

/** The changes of the draft against the task (only what changed is sent: the server merges). */
function changesOf(task: Task, d: Draft, owner: boolean): TaskChanges {
  const c: TaskChanges = {};
  if (d.title !== task.title) c.title = d.title;
  if (d.notes !== task.notes) c.notes = d.notes;
  if (d.completed !== task.completed) c.completed = d.completed;
  if (d.dueDate !== task.dueDate) c.dueDate = d.dueDate;
  if (d.priority !== task.priority) c.priority = d.priority as TaskChanges['priority'];
  const subs = d.subTasks.filter((s) => s.title.trim()).map(({ key: _k, ...s }) => s);
  if (JSON.stringify(subs) !== JSON.stringify(task.subTasks)) c.subTasks = subs;
  if (owner) {
    if (JSON.stringify(d.tags) !== JSON.stringify(task.tags)) c.tags = d.tags;
    if (d.assignedTo !== task.assignedTo) c.assignedTo = d.assignedTo;
    if (d.link?.id !== task.link?.id) c.link = d.link ? { kind: d.link.kind, id: d.link.id } : null;
  }
  return c;
}

/**
 * One task's editor: title, notes, due date, priority, completion, tags, assignee, sub-tasks and
 * its linked page; saved together; deleted after a confirmation. A colleague's task (assigned to
 * the caller) keeps its tags, assignee and link as its owner set them.
 */
export function TaskEditor({
  task,
  tags,
  people,
  myId,
  onClose,
}: {
  task: Task;
  tags: readonly TaskTag[];
  people: readonly Assignee[];
  myId: string | null;
  onClose(): void;
}) {
  const { t } = useT();
  const [draft, setDraft] = useState(() => toDraft(task));
  const [saved, setSaved] = useState(false);
  const update = useUpdateTask();
  const remove = useEndpointMutation(e.remove, TASK_CHANGE);
  const owner = task.owner.id === myId;
  const section = task.type === 'section';
  const set = (change: Partial<Draft>) => {
    setSaved(false);
    setDraft((d) => ({ ...d, ...change }));
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (draft.dueDate === INVALID_DATE) return;
    update.mutate(
      { body: { id: task.id, task: changesOf(task, draft, owner) } },
      { onSuccess: (next) => (setDraft(toDraft(next)), setSaved(true)) },
    );
  };
  const name = task.title || t(section ? 'apps.tasks.untitledSection' : 'apps.tasks.untitled');
  return (
    <Box
      component="form"
      onSubmit={submit}
      sx={{ p: 2, display: 'flex', flexDirection: 'column', gap: 2 }}
      data-testid="task-editor"
    >
      <Stack direction="row" sx={{ alignItems: 'center' }}>
        <Typography variant="h6" component="h2" sx={{ flex: 1, overflowWrap: 'anywhere' }}>
          {name}
        </Typography>
        <IconButton aria-label={t('apps.tasks.editor.close')} onClick={onClose}>
          <CloseIcon />
        </IconButton>
      </Stack>
      {!owner && <Alert severity="info">{t('apps.tasks.editor.ownerOnly', { name: task.owner.name })}</Alert>}
      <TextField
        label={t(section ? 'apps.tasks.editor.sectionTitle' : 'apps.tasks.editor.title')}
        value={draft.title}
        onChange={(e) => set({ title: e.target.value })}
        autoFocus={!task.title}
        slotProps={{ htmlInput: { maxLength: TASK_TITLE_MAX } }}
      />
      {!section && (
        <>
          <FormControlLabel
            control={<Switch checked={draft.completed} onChange={(e) => set({ completed: e.target.checked })} />}
            label={t('apps.tasks.editor.completed')}
          />
          <TextField
            label={t('apps.tasks.editor.notes')}
            value={draft.notes}
            onChange={(e) => set({ notes: e.target.value })}
            multiline
            minRows={3}
            slotProps={{ htmlInput: { maxLength: TASK_NOTES_MAX } }}
          />
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <DateField
              label={t('apps.tasks.editor.dueDate')}
              value={draft.dueDate}
              onChange={(v) => set({ dueDate: v })}
              fullWidth
            />
            <TextField
              select
              fullWidth
              label={t('apps.tasks.priority')}
              value={draft.priority}
              onChange={(e) => set({ priority: Number(e.target.value) })}
            >
              {TASK_PRIORITIES.map((p) => (
                <MenuItem key={p} value={p}>
                  {t(`apps.tasks.priorities.${p}`)}
                </MenuItem>
              ))}
            </TextField>
          </Stack>
          <TagsField tags={tags} value={draft.tags} disabled={!owner} onChange={(v) => set({ tags: v })} />
          <AssigneeField
            people={people}
            value={draft.assignedTo}
            disabled={!owner}
            onChange={(v) => set({ assignedTo: v })}
          />
          <SubTasksField
            value={draft.subTasks}
            onChange={(v) => set({ subTasks: v.map((s) => (s.key ? s : { ...s, key: draftKey() })) })}
          />
          <LinkField value={draft.link} disabled={!owner} onChange={(v) => set({ link: v })} />
        </>
      )}
      {update.error && <Alert severity="error">{errorText(update.error, t)}</Alert>}
      {saved && <Alert severity="success">{t('apps.tasks.editor.saved')}</Alert>}
      <Stack direction="row" spacing={1} sx={{ justifyContent: 'space-between' }}>
        {owner ? (
          <ConfirmButton
            label={t('apps.tasks.editor.delete')}
            color="error"
            title={t(section ? 'apps.tasks.editor.deleteSectionTitle' : 'apps.tasks.editor.deleteTitle')}
            text={t('apps.tasks.editor.deleteText', { title: name })}
            confirmLabel={t('apps.tasks.editor.delete')}
            danger
            onConfirm={() => remove.mutateAsync({ query: { id: task.id } }).then(onClose)}
          />
        ) : (
          <span />
        )}
        <Button type="submit" variant="contained" disabled={update.isPending}>
          {t('common.save')}
        </Button>
      </Stack>
    </Box>
  );
}
