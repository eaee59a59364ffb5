import { clientEndpoints } from '@wf/shared/contracts/clients/endpoints';
import { clientPages } from '@wf/shared/contracts/clients/pages';
import { clients } from '../../db/schema/index.ts';
import { defineModule, recordName } from '../module.ts';
import { tableSearch } from '../search-provider.ts';
import { clientRoutes } from './client-routes.ts';
import { seedDemoClients } from './demo-clients.ts';

export const module = defineModule({
  name: 'clients',
  routes: (app) => app.register(clientRoutes),
  // Demo clients with their projects and locations; after the workers (do-not-send lists name them).
  seed: { after: ['workers', 'registration'], run: async (d) => void (await seedDemoClients(d.db)) },
  auditNames: { client: recordName(clients.id, clients.name) },
  // Global search: clients by name or UEN.
  search: {
    records: [
      tableSearch({
        group: 'clients',
        label: 'Clients',
        labelKey: 'shell.searchGroups.clients',
        order: 20,
        access: clientEndpoints.get.access,
        table: clients,
        columns: { id: clients.id, title: clients.name, subtitle: clients.uen },
        where: [clients.name, clients.uen],
        link: clientPages.record,
      }),
    ],
  },
});
