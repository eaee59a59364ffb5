import { projectEndpoints } from '@wf/shared/contracts/projects/endpoints';
import { projectPages } from '@wf/shared/contracts/projects/pages';
import { projects } from '../../db/schema/index.ts';
import { defineModule, recordName } from '../module.ts';
import { tableSearch } from '../search-provider.ts';
import { projectRoutes } from './project-routes.ts';

export const module = defineModule({
  name: 'projects',
  routes: (app) => app.register(projectRoutes),
  auditNames: { project: recordName(projects.id, projects.name) },
  // Global search: projects by code or name.
  search: {
    records: [
      tableSearch({
        group: 'projects',
        label: 'Projects',
        labelKey: 'shell.searchGroups.projects',
        order: 30,
        access: projectEndpoints.get.access,
        table: projects,
        columns: { id: projects.id, title: projects.name, subtitle: projects.code },
        where: [projects.name, projects.code],
        link: projectPages.record,
      }),
    ],
  },
});
