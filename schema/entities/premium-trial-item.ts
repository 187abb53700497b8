import { Type, type Static } from '@sinclair/typebox';
import { Fen } from './field-types';

/** One priced item of a premium trial answer; the total premium is the sum of the items. */
export const PremiumTrialItemSchema = Type.Object(
  {
    productPackageId: Type.Optional(Type.String({ title: '产品包 ID' })),
    productId: Type.Optional(Type.String({ title: '产品 ID' })),
    productCode: Type.Optional(Type.String({ title: '产品编码' })),
    premium: Fen({ title: '保费' }),
    initialPremium: Type.Optional(
      Fen({
        title: '首期保费',
        description: '按月缴费且方案有首月优惠时：该项首月应缴的保费（其余各月为 premium）；缺省即 premium',
      }),
    ),
  },
  { $id: 'PremiumTrialItem', title: '试算结果项' },
);

export type PremiumTrialItem = Static<typeof PremiumTrialItemSchema>;
