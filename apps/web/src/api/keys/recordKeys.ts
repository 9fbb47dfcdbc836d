/** The records' query keys: `all` is every grid, `detailAll` every open record, `detail` one record. */
export const recordKeys = {
  all: ['records'] as const,
  list: (kind: string, params: unknown, filter: unknown) => ['records', kind, params, filter] as const,
  detailAll: ['record'] as const,
  detail: (id: string) => ['record', id] as const,
};
