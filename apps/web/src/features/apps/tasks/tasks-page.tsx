import { useMemo, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Drawer from '@mui/material/Drawer';
import InputAdornment from '@mui/material/InputAdornment';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import SearchIcon from '@mui/icons-material/Search';
import type { Task, TaskType } from '@wf/shared/contracts/apps/tasks/tasks';
import { taskPages } from '@wf/shared/contracts/apps/tasks/pages';
import { taskCounts } from '@wf/shared/domain/tasks/task-order';
import { useT } from '../../../lib/i18n/index.ts';
import { taskEndpoints as e } from '@wf/shared/contracts/apps/tasks/endpoints';
import { userQuery } from '../../../lib/use-can.ts';
import { useEndpoint, useEndpointMutation } from '../../../lib/use-endpoint.ts';
import { TASK_CHANGE, useReorder, useUpdateTask } from './task-changes.ts';
import { TaskList } from './task-list.tsx';
import { TaskEditor } from './task-editor.tsx';
import { TagsDialog } from './task-tags-dialog.tsx';

/**
 * /apps/tasks (docs/product/template-apps.md#tasks): the caller's tasks and sections in their order, with the
 * colleagues' tasks assigned to them; add, search, reorder, complete; /apps/tasks/<id> opens one
 * in the editor beside the list (over it on a phone).
 */
export function Component() {
  const { t } = useT();
  const { id = null } = useParams();
  const navigate = useNavigate();
  // The signed-in user's id (the shell has loaded the user already).
  const myId = useQuery({ ...userQuery, staleTime: 60_000 }).data?.id ?? null;
  const list = useEndpoint(e.all);
  const tags = useEndpoint(e.tags);
  const people = useEndpoint(e.assignees, undefined, { staleTime: 60_000 });
  const create = useEndpointMutation(e.create, TASK_CHANGE);
  const update = useUpdateTask();
  const reorder = useReorder();
  const [query, setQuery] = useState('');
  const [tagsOpen, setTagsOpen] = useState(false);
  const q = query.trim();
  const found = useEndpoint(e.search, { query: { query: q } }, { enabled: q.length > 0 });

  const all = list.data ?? [];
  const shown = q ? (found.data ?? []) : all;
  const selected = id ? all.find((x) => x.id === id) : undefined;
  const ctx = useMemo(
    () => ({
      myId,
      movable: !q,
      names: new Map((people.data ?? []).map((p) => [p.id, p.name])),
      tagTitles: new Map((tags.data ?? []).map((x) => [x.id, x.title])),
    }),
    [myId, q, people.data, tags.data],
  );
  const open = (taskId: string) => void navigate(taskPages.task(taskId));
  const close = () => void navigate(taskPages.list);
  const add = (type: TaskType) => create.mutate({ body: { task: { type } } }, { onSuccess: (made) => open(made.id) });
  const toggle = (task: Task) => update.mutate({ body: { id: task.id, task: { completed: !task.completed } } });
  const counts = taskCounts(all);

  return (
    <Box sx={{ p: { xs: 2, md: 3 } }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' }, mb: 2 }}>
        <Box sx={{ flex: 1 }}>
          <Typography variant="h4" component="h1">
            {t('apps.tasks.title')}
          </Typography>
          {list.data && <Typography color="text.secondary">{t('apps.tasks.counts', counts)}</Typography>}
        </Box>
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
          <Button variant="contained" startIcon={<AddIcon />} onClick={() => add('task')} disabled={create.isPending}>
            {t('apps.tasks.addTask')}
          </Button>
          <Button variant="outlined" startIcon={<AddIcon />} onClick={() => add('section')} disabled={create.isPending}>
            {t('apps.tasks.addSection')}
          </Button>
          <Button onClick={() => setTagsOpen(true)}>{t('apps.tasks.manageTags')}</Button>
        </Stack>
      </Stack>
      <TextField
        size="small"
        fullWidth
        placeholder={t('apps.tasks.search')}
        value={query}
        onChange={(e) => setQuery(e.target.value)}
        slotProps={{
          htmlInput: { 'aria-label': t('apps.tasks.search'), maxLength: 100 },
          input: {
            startAdornment: (
              <InputAdornment position="start">
                <SearchIcon />
              </InputAdornment>
            ),
          },
        }}
        sx={{ mb: 2, maxWidth: 480 }}
      />
      {(list.isPending || (q && found.isPending) || reorder.isPending) && <LinearProgress sx={{ mb: 1 }} />}
      {list.isError && (
        <Alert severity="error" action={<Button onClick={() => void list.refetch()}>{t('apps.tasks.retry')}</Button>}>
          {t('apps.tasks.loadError')}
        </Alert>
      )}
      {create.error && <Alert severity="error">{t('apps.tasks.loadError')}</Alert>}
      {list.data && (
        <Paper variant="outlined">
          {shown.length === 0 ? (
            <Typography sx={{ p: 3 }} color="text.secondary">
              {t(q ? 'apps.tasks.noMatches' : 'apps.tasks.empty')}
            </Typography>
          ) : (
            <TaskList
              tasks={shown}
              selectedId={id}
              ctx={ctx}
              open={open}
              toggle={toggle}
              reorder={(next) => reorder.mutate(next)}
            />
          )}
        </Paper>
      )}
      {list.data && !q && all.length > 1 && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {t('apps.tasks.dragHint')}
        </Typography>
      )}
      <Drawer
        anchor="right"
        open={!!id && !!list.data}
        onClose={close}
        slotProps={{ paper: { sx: { width: { xs: '100%', sm: 480 } } } }}
      >
        {selected ? (
          <TaskEditor
            key={selected.id}
            task={selected}
            tags={tags.data ?? []}
            people={people.data ?? []}
            myId={myId}
            onClose={close}
          />
        ) : (
          <Alert
            severity="warning"
            sx={{ m: 2 }}
            action={<Button onClick={close}>{t('apps.tasks.editor.close')}</Button>}
          >
            {t('apps.tasks.editor.notFound')}
          </Alert>
        )}
      </Drawer>
      {tagsOpen && <TagsDialog tags={tags.data ?? []} onClose={() => setTagsOpen(false)} />}
    </Box>
  );
}
