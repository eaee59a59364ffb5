/** The clients offered in a project's client field and the list's filter: found by name, first twenty. */
export function clientOptionsQuery(search: string) {
  return { query: { search: search || undefined, pageSize: 20, sort: 'name', dir: 'asc' } } as const;
}
