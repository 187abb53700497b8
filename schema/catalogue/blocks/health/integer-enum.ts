import { Type, type SchemaOptions, type TUnsafe } from '@sinclair/typebox';

/**
 * An integer code list (such as notice paramType 1 / 2 / 3) as a plain JSON Schema `enum`, typed as
 * the union of its values, so runtime code can switch over the codes exhaustively.
 */
export function IntegerEnum<const T extends readonly number[]>(
  values: T,
  options: SchemaOptions = {},
): TUnsafe<T[number]> {
  return Type.Unsafe<T[number]>({ ...options, type: 'integer', enum: [...values] });
}
