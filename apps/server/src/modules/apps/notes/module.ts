import { notes } from '../../../db/schema/index.ts';
import { defineModule } from '../../module.ts';
import { notesRoutes } from './notes-routes.ts';
import { seedNotesDemo } from './notes-seed.ts';
import { noteReminderJob } from './reminder-job.ts';

/** The notes app (modules/apps/<app>): personal notes with checklists, an image and reminders. */
export const module = defineModule({
  name: 'notes',
  routes: (app) => app.register(notesRoutes),
  seed: { after: ['shell'], run: (d) => seedNotesDemo(d.db) },
  jobs: (app) => [noteReminderJob(app.db)],
  storageKeys: [notes.imageStorageKey],
});
