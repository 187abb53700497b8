import { Type, type TObject, type TProperties } from '@sinclair/typebox';

/**
 * A copy of an object schema (without its `$id`) in which the given optional properties become
 * required. Request bodies use it to demand, say, a holder and insureds of an order whose entity
 * schema leaves them optional.
 */
export function requireProperties<P extends TProperties, K extends keyof P & string>(
  schema: TObject<P>,
  keys: readonly K[],
  title: string,
) {
  return Type.Composite([Type.Omit(schema, keys), Type.Required(Type.Pick(schema, keys))], { title });
}
