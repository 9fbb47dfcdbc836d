/**
 * The samples a printed figure rests on; none means the figure measured nothing (a page that loaded no
 * script, a run that answered no request), so the bench stops there and exits non-zero, saying which.
 */
export function measured<T>(values: readonly T[], what: string): readonly T[] {
  if (values.length === 0) throw new Error(`${what}: nothing measured (zero samples), so no figure`);
  return values;
}
