import { locationEndpoints } from '@wf/shared/contracts/locations/endpoints';
import { locationPages } from '@wf/shared/contracts/locations/pages';
import { projectLocations as l } from '../../db/schema/index.ts';
import { defineModule, recordName } from '../module.ts';
import { tableSearch } from '../search-provider.ts';
import { locationRoutes } from './location-routes.ts';

export const module = defineModule({
  name: 'locations',
  routes: (app) => app.register(locationRoutes),
  auditNames: { project_location: recordName(l.id, l.name) },
  // Global search: locations by name, address or postal code.
  search: {
    records: [
      tableSearch({
        group: 'locations',
        label: 'Locations',
        labelKey: 'shell.searchGroups.locations',
        order: 40,
        access: locationEndpoints.get.access,
        table: l,
        columns: { id: l.id, title: l.name, subtitle: l.formattedAddress },
        where: [l.name, l.formattedAddress, l.postalCode],
        link: locationPages.record,
      }),
    ],
  },
});
