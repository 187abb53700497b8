/** A place inside a module: property names and array indexes, from the module's root. */
export type FieldPath = readonly (string | number)[];

/** The JSON Pointer of a path (`['attrs', 'items', 2]` is `/attrs/items/2`), as the validator reports it. */
export function toPointer(path: FieldPath): string {
  return path.map((segment) => `/${String(segment).replace(/~/g, '~0').replace(/\//g, '~1')}`).join('');
}
