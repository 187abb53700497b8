import { Type, type SchemaOptions, type TUnsafe } from '@sinclair/typebox';

/**
 * A string enum as a plain JSON Schema `enum`, typed as the union of its values.
 * TypeBox's own `Union` of literals compiles to `anyOf`, whose errors are unreadable to an operator.
 */
export function StringEnum<const T extends readonly string[]>(
  values: T,
  options: SchemaOptions = {},
): TUnsafe<T[number]> {
  return Type.Unsafe<T[number]>({ ...options, type: 'string', enum: [...values] });
}
