import { Type, type Static } from '@sinclair/typebox';
import { StringEnum } from '../string-enum';

/** What a condition measures: each insured's age in whole days or whole years, or the insured count. */
export const COLLOCATION_RULE_FACTORS = ['insuredAgeDays', 'insuredAgeYears', 'insuredCount'] as const;
/** How the conditions of a rule combine. */
export const COLLOCATION_RULE_COMBINATORS = ['and', 'or'] as const;
/** require: the product shows only when the conditions hold; exclude: it hides when they hold. */
export const COLLOCATION_RULE_EFFECTS = ['require', 'exclude'] as const;
/** For age conditions with several insureds: every insured must be in range, or any one suffices. */
export const COLLOCATION_RULE_INSURED_MATCHES = ['all', 'any'] as const;

export const CollocationConditionSchema = Type.Object(
  {
    factor: StringEnum(COLLOCATION_RULE_FACTORS, {
      title: '条件因子',
      description: 'insuredAgeDays 被保人年龄（天），insuredAgeYears 被保人年龄（周岁），insuredCount 被保人数',
    }),
    min: Type.Optional(Type.Integer({ minimum: 0, title: '最小值（含）' })),
    max: Type.Optional(Type.Integer({ minimum: 0, title: '最大值（含）' })),
    insuredMatch: Type.Optional(
      StringEnum(COLLOCATION_RULE_INSURED_MATCHES, {
        title: '多被保人匹配方式',
        description: 'all 全部被保人满足（默认），any 任一被保人满足；仅用于年龄条件',
        default: 'all',
      }),
    ),
  },
  { title: '搭配条件', additionalProperties: false },
);

/**
 * A product visibility rule: conditions on the insureds' ages and count, combined with and/or,
 * that either require the product (shown only when they hold) or exclude it (hidden when they hold).
 */
export const CollocationRuleSchema = Type.Object(
  {
    effect: StringEnum(COLLOCATION_RULE_EFFECTS, { title: '规则效果', description: 'require 满足时展示，exclude 满足时隐藏' }),
    combinator: StringEnum(COLLOCATION_RULE_COMBINATORS, { title: '组合方式', description: 'and 全部满足，or 任一满足', default: 'and' }),
    conditions: Type.Array(CollocationConditionSchema, { minItems: 1, title: '条件列表' }),
  },
  { $id: 'CollocationRule', title: '搭配规则', additionalProperties: false },
);

export type CollocationCondition = Static<typeof CollocationConditionSchema>;
export type CollocationRule = Static<typeof CollocationRuleSchema>;
