import { defineModule } from '../module.ts';
import { rosterRoutes } from './roster-routes.ts';
import { seedDemoRosters } from './demo-rosters.ts';
import { shiftReminderJob } from './reminder-job.ts';

export const module = defineModule({
  name: 'rosters',
  routes: (app) => app.register(rosterRoutes),
  seed: { after: ['clients', 'certificates', 'workers'], run: async (d) => void (await seedDemoRosters(d.db)) },
  jobs: (app) => [shiftReminderJob(app.db, app.config.publicUrl, () => void app.mailer.kick())],
});
