import { Type, type Static } from '@sinclair/typebox';
import { ProductSchema } from './product';

/**
 * A product package of a plan. In an order's `packageList` it carries only the products and
 * liabilities the buyer chose, with their chosen sums insured.
 */
export const PlanPackageSchema = Type.Object(
  {
    productPackageId: Type.String({ minLength: 1, title: '产品包 ID' }),
    productPackageCode: Type.String({ minLength: 1, title: '产品包编码' }),
    productPackageName: Type.Optional(Type.String({ title: '产品包名称' })),
    packageCode: Type.Optional(Type.String({ title: '套餐编码' })),
    packageName: Type.Optional(Type.String({ title: '套餐名称' })),
    productList: Type.Optional(Type.Array(Type.Ref(ProductSchema), { title: '产品列表' })),
  },
  { $id: 'PlanPackage', title: '产品包' },
);

export type PlanPackage = Static<typeof PlanPackageSchema>;
