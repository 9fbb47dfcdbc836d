/** The rows of a raw `execute`: node-postgres and PGlite both answer with `{ rows }`. */
export const rowsOf = <R>(result: unknown): R[] => (result as { rows: R[] }).rows;
