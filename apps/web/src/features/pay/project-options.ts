/** The project filter's and picker's options: the projects list's first hundred by name (the projects' own endpoint). */
export const PROJECT_OPTIONS = { query: { pageSize: 100, sort: 'name', dir: 'asc' } } as const;
