import { Type } from '@sinclair/typebox';

/**
 * A form key: a name path such as `policyHolder`, `insured[0]`, `insured[i]`, `trailElement[2]`
 * or `person.certNo`. `[i]` stands for "each insured" in repeatable blocks.
 */
export const FORM_KEY_PATTERN = '^[A-Za-z_$][A-Za-z0-9_$]*(\\[(\\d+|i)\\])?(\\.[A-Za-z_$][A-Za-z0-9_$]*(\\[(\\d+|i)\\])?)*$';

export const FormKeySchema = Type.String({
  title: '表单键',
  titleEn: 'Form key',
  description: '如 policyHolder、insured[i]、trailElement[0..2]，或 certiNo 等字段名',
  descriptionEn: 'policyHolder, insured[i], trailElement[0..2], or a field name such as certiNo',
  pattern: FORM_KEY_PATTERN,
});
