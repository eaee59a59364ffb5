import { useNavigate } from 'react-router';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { CreateWorkerBody } from '@wf/shared/contracts/workers/worker-form';
import { workerEndpoints } from '@wf/shared/contracts/workers/endpoints';
import { useCan } from '../../lib/use-can.ts';
import { toBody } from './fields.ts';
import { WorkerForm } from './worker-form.tsx';
import { workerPath } from './worker-list.tsx';
import { useT } from '../../lib/i18n/index.ts';
import { useEndpointMutation } from '../../lib/use-endpoint.ts';
import { workerPages } from '@wf/shared/contracts/workers/pages';

/** /employee-management/list/create-employee: staff enter a worker (no signature needed); a manager's entry waits for hr. */
export function Component() {
  const navigate = useNavigate();
  const { t } = useT();
  // The lists reload before the page moves on.
  const create = useEndpointMutation(workerEndpoints.create, { invalidates: [workerEndpoints] });
  // Who cannot decide on part-timers (a manager) enters one for hr to review: it waits as pending.
  const decides = useCan()(workerEndpoints.transition);
  return (
    <Box sx={{ p: { xs: 2, md: 4 }, maxWidth: 1200 }}>
      <Typography variant="h4" component="h1" sx={{ fontWeight: 800 }}>
        {t('workers.create.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {t(decides ? 'workers.create.intro' : 'workers.create.introForReview')}
      </Typography>
      <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 } }}>
        <WorkerForm
          initial={{
            typeOfEmployment: 'Part-Timer',
            engagementType: 'employee',
            relativesInCompany: false,
            fullyVaccinated: null,
          }}
          submitLabel={t('workers.create.title')}
          onCancel={() => navigate(workerPages.employees())}
          onSubmit={async (values) => {
            const created = await create.mutateAsync({ body: toBody(values) as CreateWorkerBody });
            void navigate(workerPath(created.id), { state: { created: true } });
          }}
        />
      </Paper>
    </Box>
  );
}
