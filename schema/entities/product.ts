import { Type, type Static } from '@sinclair/typebox';
import { StringEnum } from '../string-enum';
import { CollocationRuleSchema } from './collocation-rule';
import { Fen, PERIOD_UNITS_WITH_LIFELONG } from './field-types';
import { LiabilitySchema } from './liability';

export const PRODUCT_TYPE_NAMES = ['main', 'addition'] as const;
export const SUM_INSURED_TYPES = ['copies', 'enum', 'fixed'] as const;

/**
 * A main or additional product (rider) of a plan package, with its liabilities. `productList` nests
 * sub-products, hence the recursive schema.
 */
export const ProductSchema = Type.Recursive(
  (Self) =>
    Type.Object({
      id: Type.Optional(Type.String({ title: 'ID' })),
      productId: Type.String({ minLength: 1, title: '产品 ID' }),
      productCode: Type.String({ minLength: 1, title: '产品编码' }),
      productName: Type.String({ title: '产品名称' }),
      productType: Type.Optional(
        Type.Union([Type.Integer({ minimum: 1, maximum: 2 }), StringEnum(PRODUCT_TYPE_NAMES)], {
          title: '产品类型',
          description: '1 或 main 主险，2 或 addition 附加险',
        }),
      ),
      productList: Type.Optional(Type.Array(Self, { title: '子产品' })),
      planConfigLiabilityList: Type.Optional(Type.Array(Type.Ref(LiabilitySchema), { title: '责任列表' })),
      insurancePeriod: Type.Optional(Type.Integer({ minimum: 0, title: '保障期间' })),
      insurancePeriodUnitType: Type.Optional(
        StringEnum(PERIOD_UNITS_WITH_LIFELONG, { title: '保障期间单位', description: 'D 天，M 月，Y 年，L 终身' }),
      ),
      paymentPeriod: Type.Optional(Type.Integer({ minimum: 0, title: '缴费期间' })),
      paymentPeriodUnitType: Type.Optional(
        StringEnum(PERIOD_UNITS_WITH_LIFELONG, { title: '缴费期间单位', description: 'D 天，M 月，Y 年，L 终身' }),
      ),
      sumInsured: Type.Optional(Fen({ title: '保额' })),
      premium: Type.Optional(Fen({ title: '保费' })),
      fixedSumInsuredValue: Type.Optional(Fen({ title: '固定保额' })),
      copiesSumInsuredValue: Type.Optional(
        Type.Object(
          {
            eachValue: Fen({ title: '每份保额' }),
            minCopies: Type.Optional(Type.Integer({ minimum: 1, title: '最少份数' })),
            maxCopies: Type.Optional(Type.Integer({ minimum: 1, title: '最多份数' })),
          },
          { title: '按份保额' },
        ),
      ),
      sumInsuredType: Type.Optional(
        StringEnum(SUM_INSURED_TYPES, { title: '保额类型', description: 'copies 按份，enum 枚举，fixed 固定' }),
      ),
      sumInsuredFormatType: Type.Optional(
        Type.String({ title: '保额展示格式', description: 'wanYuan 以万元展示，其余以元展示' }),
      ),
      premiumCalculateType: Type.Optional(
        Type.String({ title: '保费计算方式', description: 'bySumInsured 按保额计算，其余为其他方式' }),
      ),
      premiumType: Type.Optional(Type.String({ title: '保费类型' })),
      isOptional: Type.Optional(
        Type.Integer({ minimum: 0, maximum: 1, title: '是否可选', description: '本项目约定：附加险 1 可选' }),
      ),
      dynamicFactorMap: Type.Optional(Type.Record(Type.String(), Type.Unknown(), { title: '动态因子' })),
      extraInfo: Type.Optional(Type.Record(Type.String(), Type.Unknown(), { title: '扩展信息' })),
      collocationRule: Type.Optional(Type.Ref(CollocationRuleSchema)),
    }),
  { $id: 'Product', title: '产品' },
);

export type Product = Static<typeof ProductSchema>;
