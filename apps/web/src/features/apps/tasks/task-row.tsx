import type { DragEvent, KeyboardEvent } from 'react';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import DragIndicatorIcon from '@mui/icons-material/DragIndicator';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import type { Task } from '@wf/shared/contracts/apps/tasks/tasks';
import { TASK_LINK_KIND } from '@wf/shared/enums/apps';
import { formatDate } from '@wf/shared/domain/format';
import { useT } from '../../../lib/i18n/index.ts';

export type RowContext = {
  myId: string | null;
  names: ReadonlyMap<string, string>;
  tagTitles: ReadonlyMap<string, string>;
  /** Drag-and-drop and the move buttons (off while a search filters the list). */
  movable: boolean;
};

export type RowHandlers = {
  open(id: string): void;
  toggle(task: Task): void;
  move(id: string, step: -1 | 1): void;
  dragStart(id: string): void;
  dragOver(id: string): void;
  drop(): void;
  dragEnd(): void;
};

const PRIORITY_COLOR = { 0: 'default', 1: 'info', 2: 'error' } as const;

/** One task or section of the list: handle, completion, title with its facts, move up / down. */
export function TaskRow({
  task,
  index,
  count,
  selected,
  dropTarget,
  ctx,
  on,
}: {
  task: Task;
  index: number;
  count: number;
  selected: boolean;
  dropTarget: boolean;
  ctx: RowContext;
  on: RowHandlers;
}) {
  const { t } = useT();
  const section = task.type === 'section';
  const title = task.title || t(section ? 'apps.tasks.untitledSection' : 'apps.tasks.untitled');
  const onKey = (e: KeyboardEvent) => {
    if (e.target !== e.currentTarget) return;
    if (e.key === 'Enter') on.open(task.id);
    if (ctx.movable && e.altKey && (e.key === 'ArrowUp' || e.key === 'ArrowDown')) {
      e.preventDefault();
      on.move(task.id, e.key === 'ArrowUp' ? -1 : 1);
    }
  };
  const drag = {
    draggable: ctx.movable,
    onDragStart: (e: DragEvent) => {
      e.dataTransfer.effectAllowed = 'move';
      e.dataTransfer.setData('text/plain', task.id);
      on.dragStart(task.id);
    },
    onDragOver: (e: DragEvent) => {
      e.preventDefault();
      on.dragOver(task.id);
    },
    onDrop: (e: DragEvent) => {
      e.preventDefault();
      on.drop();
    },
    onDragEnd: on.dragEnd,
  };
  const assignee = task.assignedTo ? ctx.names.get(task.assignedTo) : undefined;
  const fromOther = task.owner.id !== ctx.myId;
  return (
    <Box
      component="li"
      data-testid="task-row"
      data-task-id={task.id}
      {...drag}
      tabIndex={0}
      onKeyDown={onKey}
      aria-current={selected || undefined}
      sx={{
        listStyle: 'none',
        display: 'flex',
        alignItems: 'center',
        gap: 1,
        px: 1,
        py: section ? 1.5 : 0.5,
        borderBottom: 1,
        borderColor: 'divider',
        borderTop: dropTarget ? 2 : 0,
        borderTopColor: 'primary.main',
        bgcolor: selected ? 'action.selected' : section ? 'action.hover' : undefined,
        '&:focus-visible': { outline: 2, outlineColor: 'primary.main', outlineOffset: -2 },
      }}
    >
      {ctx.movable && (
        <Box
          aria-label={t('apps.tasks.dragHandle', { title })}
          role="img"
          sx={{ cursor: 'grab', display: 'flex', color: 'text.secondary' }}
        >
          <DragIndicatorIcon fontSize="small" />
        </Box>
      )}
      {!section && (
        <Checkbox
          size="small"
          checked={task.completed}
          onChange={() => on.toggle(task)}
          slotProps={{ input: { 'aria-label': t('apps.tasks.complete', { title }) } }}
        />
      )}
      <Box sx={{ flex: 1, minWidth: 0, cursor: 'pointer' }} onClick={() => on.open(task.id)}>
        <Typography
          variant={section ? 'subtitle2' : 'body1'}
          sx={{
            textTransform: section ? 'uppercase' : undefined,
            fontWeight: section ? 700 : undefined,
            textDecoration: task.completed ? 'line-through' : undefined,
            color: task.completed || !task.title ? 'text.secondary' : undefined,
            overflowWrap: 'anywhere',
          }}
        >
          {title}
        </Typography>
        {!section && (
          <Stack direction="row" spacing={0.5} useFlexGap sx={{ flexWrap: 'wrap', mt: 0.25 }}>
            {task.priority !== 1 && (
              <Chip
                size="small"
                variant="outlined"
                color={PRIORITY_COLOR[task.priority as 0 | 2]}
                label={t(`apps.tasks.priorities.${task.priority}`)}
              />
            )}
            {task.dueDate && (
              <Chip size="small" variant="outlined" label={t('apps.tasks.due', { date: formatDate(task.dueDate) })} />
            )}
            {task.tags.map((id) =>
              ctx.tagTitles.has(id) ? <Chip key={id} size="small" label={ctx.tagTitles.get(id)} /> : null,
            )}
            {fromOther && (
              <Chip
                size="small"
                color="primary"
                variant="outlined"
                label={t('apps.tasks.from', { name: task.owner.name })}
              />
            )}
            {!fromOther && assignee && task.assignedTo !== ctx.myId && (
              <Chip
                size="small"
                color="primary"
                variant="outlined"
                label={t('apps.tasks.assignedTo', { name: assignee })}
              />
            )}
            {task.link?.name && (
              <Chip
                size="small"
                variant="outlined"
                label={`${t(TASK_LINK_KIND.key(task.link.kind))}: ${task.link.name}`}
              />
            )}
          </Stack>
        )}
      </Box>
      {ctx.movable && (
        <Stack direction="row">
          <Tooltip title={t('apps.tasks.moveUp')}>
            <span>
              <IconButton
                size="small"
                aria-label={`${t('apps.tasks.moveUp')}: ${title}`}
                disabled={index === 0}
                onClick={() => on.move(task.id, -1)}
              >
                <ArrowUpwardIcon fontSize="small" />
              </IconButton>
            </span>
          </Tooltip>
          <Tooltip title={t('apps.tasks.moveDown')}>
            <span>
              <IconButton
                size="small"
                aria-label={`${t('apps.tasks.moveDown')}: ${title}`}
                disabled={index === count - 1}
                onClick={() => on.move(task.id, 1)}
              >
                <ArrowDownwardIcon fontSize="small" />
              </IconButton>
            </span>
          </Tooltip>
        </Stack>
      )}
    </Box>
  );
}
