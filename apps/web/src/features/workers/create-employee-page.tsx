import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { CreateWorkerBody } from '@wf/shared/contracts/workers/worker-form';
import { toBody } from './fields.ts';
import { WorkerForm } from './worker-form.tsx';
import { workerPath } from './worker-list.tsx';
import { workerKeys, workersApi } from './workers-api.ts';

/** /employee-management/list/create-employee: staff enter a worker (no signature needed). */
export function Component() {
  const navigate = useNavigate();
  const client = useQueryClient();
  return (
    <Box sx={{ p: { xs: 2, md: 4 }, maxWidth: 1200 }}>
      <Typography variant="h4" component="h1" sx={{ fontWeight: 800 }}>
        Create employee
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        Enter a worker directly, with the same checks as the registration form. They become active with an employee code
        at once (a 15-year-old waits as pending until the parental consent is uploaded and approved).
      </Typography>
      <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 } }}>
        <WorkerForm
          initial={{ typeOfEmployment: 'Part-Timer', relativesInCompany: false, fullyVaccinated: null }}
          submitLabel="Create employee"
          onCancel={() => navigate('/employee-management/list')}
          onSubmit={async (values) => {
            const created = await workersApi.create(toBody(values) as CreateWorkerBody);
            await client.invalidateQueries({ queryKey: workerKeys.all });
            void navigate(workerPath(created.id), { state: { created: true } });
          }}
        />
      </Paper>
    </Box>
  );
}
