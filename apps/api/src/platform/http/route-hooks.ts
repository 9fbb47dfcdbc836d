/** A route's hooks of one kind as a list: a route may give none, one, or several. */
export const hookList = <T>(hooks: T | T[] | undefined): T[] =>
  hooks === undefined ? [] : Array.isArray(hooks) ? hooks : [hooks];
