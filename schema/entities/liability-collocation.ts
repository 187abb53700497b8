import { Type, type Static } from '@sinclair/typebox';

/**
 * How ticking an optional liability affects its partner:
 * 1 same state, 2 ticking forces the partner on (unticking does not),
 * 3 mutual exclusion (the partner takes the opposite state), 4 the partner is forced on and locked.
 */
export const COLLOCATION_TYPES = [1, 2, 3, 4] as const;

export type CollocationType = (typeof COLLOCATION_TYPES)[number];

/**
 * One collocation row of a product: the liability `productId`/`liabilityCode` drives the liability
 * `collocationProductId`/`collocationLiabilityCode` according to `collocationType`.
 */
export const LiabilityCollocationSchema = Type.Object(
  {
    productId: Type.String({ minLength: 1, title: '产品 ID' }),
    liabilityCode: Type.String({ minLength: 1, title: '责任编码' }),
    collocationProductId: Type.String({ minLength: 1, title: '搭配产品 ID' }),
    collocationLiabilityCode: Type.String({ minLength: 1, title: '搭配责任编码' }),
    collocationType: Type.Integer({
      minimum: 1,
      maximum: 4,
      title: '搭配类型',
      description: '1 同选同不选，2 勾选时带出搭配责任，3 互斥，4 勾选时带出并锁定搭配责任',
    }),
  },
  { $id: 'LiabilityCollocation', title: '责任搭配', additionalProperties: false },
);

export type LiabilityCollocation = Static<typeof LiabilityCollocationSchema>;
