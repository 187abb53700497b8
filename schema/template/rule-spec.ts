import { Type, type Static } from '@sinclair/typebox';
import { StringEnum } from '../string-enum';
import { RULE_NAMES } from './rule-names';

export { RULE_NAMES } from './rule-names';

export type RuleName = (typeof RULE_NAMES)[number];

/**
 * A rule as a template names it: the rule, its argument where it takes one (a number for min / max /
 * maxLen / minLen, `[min, max]` for lenRange, a regex source for pattern, a field name for equalsTo,
 * the certificate-type field for certificate) and an optional message replacing the default.
 */
export const RuleSpecSchema = Type.Object(
  {
    rule: StringEnum(RULE_NAMES, { title: '规则', titleEn: 'Rule' }),
    value: Type.Optional(
      Type.Union([Type.Number(), Type.String(), Type.Tuple([Type.Number(), Type.Number()])], { title: '参数', titleEn: 'Parameter' }),
    ),
    message: Type.Optional(Type.String({ title: '提示文字', titleEn: 'Message' })),
  },
  { additionalProperties: false, title: '校验规则', titleEn: 'Validation rules' },
);

export type RuleSpec = Static<typeof RuleSpecSchema>;
