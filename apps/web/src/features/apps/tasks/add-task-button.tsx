import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import Button from '@mui/material/Button';
import Snackbar from '@mui/material/Snackbar';
import AddTaskIcon from '@mui/icons-material/AddTask';
import type { TaskLinkKind } from '@wf/shared/contracts/apps/tasks/tasks';
import { taskPages } from '@wf/shared/contracts/apps/tasks/pages';
import { useT } from '../../../lib/i18n/index.ts';
import { taskEndpoints as e } from '@wf/shared/contracts/apps/tasks/endpoints';
import { useEndpointMutation } from '../../../lib/use-endpoint.ts';
import { TASK_CHANGE } from './task-changes.ts';

/**
 * "Add call-back task" on another section's record page: a task "Call back <name>" in the caller's
 * list, linked to the record, with a link that opens it.
 */
export function AddTaskButton({ kind, id, name }: { kind: TaskLinkKind; id: string; name: string }) {
  const { t } = useT();
  const create = useEndpointMutation(e.create, TASK_CHANGE);
  const [made, setMade] = useState<string | null>(null);
  const add = () =>
    create.mutate(
      {
        body: {
          task: { type: 'task', title: t('apps.tasks.callBack.title', { name }), priority: 2, link: { kind, id } },
        },
      },
      { onSuccess: (task) => setMade(task.id) },
    );
  return (
    <>
      <Button startIcon={<AddTaskIcon />} onClick={add} disabled={create.isPending}>
        {t('apps.tasks.callBack.button')}
      </Button>
      <Snackbar
        open={!!made}
        autoHideDuration={8000}
        onClose={() => setMade(null)}
        message={t('apps.tasks.callBack.added')}
        action={
          made ? (
            <Button color="inherit" size="small" component={RouterLink} to={taskPages.task(made)}>
              {t('apps.tasks.callBack.open')}
            </Button>
          ) : undefined
        }
      />
    </>
  );
}
