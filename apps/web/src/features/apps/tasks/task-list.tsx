import { useState } from 'react';
import Box from '@mui/material/Box';
import type { Task } from '@wf/shared/contracts/apps/tasks/tasks';
import { moveById, moveItem } from '@wf/shared/domain/tasks/task-order';
import { useT } from '../../../lib/i18n/index.ts';
import { TaskRow, type RowContext } from './task-row.tsx';

/**
 * The list of tasks and sections in the caller's order. Reordered by drag-and-drop (a task dropped
 * on another takes its place) or from the keyboard (move up / down, Alt+Up / Alt+Down on a row);
 * each move hands the whole new order to `reorder` and is announced to screen readers.
 */
export function TaskList({
  tasks,
  selectedId,
  ctx,
  open,
  toggle,
  reorder,
}: {
  tasks: readonly Task[];
  selectedId: string | null;
  ctx: RowContext;
  open(id: string): void;
  toggle(task: Task): void;
  reorder(list: readonly Task[]): void;
}) {
  const { t } = useT();
  const [dragId, setDragId] = useState<string | null>(null);
  const [overId, setOverId] = useState<string | null>(null);
  const [announce, setAnnounce] = useState('');

  const moved = (list: readonly Task[], id: string) => {
    if (list === tasks) return;
    reorder(list);
    setAnnounce(t('apps.tasks.moved', { place: list.findIndex((x) => x.id === id) + 1, count: list.length }));
  };
  const on = {
    open,
    toggle,
    move: (id: string, step: -1 | 1) => {
      moved(moveById(tasks, id, step), id);
      // Keep the focus on the moved row (it re-renders at its new place).
      requestAnimationFrame(() => document.querySelector<HTMLElement>(`[data-task-id="${id}"]`)?.focus());
    },
    dragStart: (id: string) => setDragId(id),
    dragOver: (id: string) => setOverId(id),
    drop: () => {
      if (dragId && overId && dragId !== overId) {
        const from = tasks.findIndex((x) => x.id === dragId);
        const to = tasks.findIndex((x) => x.id === overId);
        moved(moveItem(tasks, from, to), dragId);
      }
      setDragId(null);
      setOverId(null);
    },
    dragEnd: () => {
      setDragId(null);
      setOverId(null);
    },
  };
  return (
    <>
      <Box component="ul" data-testid="task-list" sx={{ m: 0, p: 0 }}>
        {tasks.map((task, i) => (
          <TaskRow
            key={task.id}
            task={task}
            index={i}
            count={tasks.length}
            selected={task.id === selectedId}
            dropTarget={!!dragId && overId === task.id && dragId !== task.id}
            ctx={ctx}
            on={on}
          />
        ))}
      </Box>
      <Box
        role="status"
        aria-live="polite"
        sx={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' }}
      >
        {announce}
      </Box>
    </>
  );
}
