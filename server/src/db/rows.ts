/** PGlite and node-postgres both answer raw SQL with `{ rows }`; this names that shape once. */
export function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}
