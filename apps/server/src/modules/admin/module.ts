import { users } from '../../db/schema/index.ts';
import { defineModule, recordName } from '../module.ts';
import { adminRoutes } from './admin-routes.ts';
import { profileRoutes } from './profile-routes.ts';

/** Staff accounts, audit log, admin dashboard and the signed-in user's profile. */
export const module = defineModule({
  name: 'admin',
  routes: async (app) => {
    await app.register(adminRoutes);
    await app.register(profileRoutes);
  },
  auditNames: { user: recordName(users.id, users.name) },
});
