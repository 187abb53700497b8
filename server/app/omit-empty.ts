type WithoutEmpty<T> = { [K in keyof T]: Exclude<T[K], null> };

/**
 * A copy of `value` without the keys whose value is null or undefined: database rows say "not set"
 * with NULL and optional fields arrive as undefined, while the entity schemas leave such fields out.
 */
export function omitEmpty<T extends object>(value: T): WithoutEmpty<T> {
  return Object.fromEntries(Object.entries(value).filter(([, field]) => field !== null && field !== undefined)) as WithoutEmpty<T>;
}
