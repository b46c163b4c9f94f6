// The rows of a raw `db.execute(sql…)`: both drivers answer `{ rows }`, which the type they share cannot say.
export function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}
