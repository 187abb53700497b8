import { Type, type TProperties } from '@sinclair/typebox';

/**
 * A body that names one order by `orderNo` or `encryptOrderNo` (at least one), plus any fields a call
 * adds. Links sent to buyers carry the encrypted number; the app's own state the plain one.
 */
export function OrderLookup<P extends TProperties>(extra: P, title: string) {
  return Type.Object(
    {
      orderNo: Type.Optional(Type.String({ minLength: 1, title: '订单号' })),
      encryptOrderNo: Type.Optional(Type.String({ minLength: 1, title: '加密订单号' })),
      ...extra,
    },
    { title, anyOf: [{ type: 'object', required: ['orderNo'] }, { type: 'object', required: ['encryptOrderNo'] }] },
  );
}
