import type { GateRule } from './gate-rule';
import { CATEGORY_MODULE_RULES } from './rules/category-module-rules';
import { emptyPageRule } from './rules/empty-page-rule';
import { EMPTY_FORM_RULES } from './rules/empty-form-rules';
import { imageLoadsRule } from './rules/image-loads-rule';
import { imagePlaceholderRule } from './rules/image-placeholder-rule';
import { jumpTargetRule } from './rules/jump-target-rule';
import { PERSON_FIELDS_RULES } from './rules/person-fields-rules';
import { placeholderContentRule } from './rules/placeholder-content-rule';
import { PRODUCT_RULES } from './rules/product-rules';
import { PROMOTION_RULES } from './rules/promotion-rules';
import { propertyAddressRule } from './rules/property-address-rule';
import { smsBeforePaymentRule } from './rules/sms-before-payment-rule';
import { submitBarRule } from './rules/submit-bar-rule';
import { themeContrastRule } from './rules/theme-contrast-rule';

const CATALOGUE = [
  ...PRODUCT_RULES,
  ...CATEGORY_MODULE_RULES,
  submitBarRule,
  propertyAddressRule,
  smsBeforePaymentRule,
  ...EMPTY_FORM_RULES,
  ...PERSON_FIELDS_RULES,
  emptyPageRule,
  jumpTargetRule,
  placeholderContentRule,
  imagePlaceholderRule,
  imageLoadsRule,
  themeContrastRule,
  ...PROMOTION_RULES,
] as const;

/** The id of a rule of the catalogue; tests keyed by it (one breaker per rule) miss none. */
export type GateRuleId = (typeof CATALOGUE)[number]['id'];

/**
 * The publish gate's rule catalogue: what a template must be, beyond its schema, before buyers see
 * it. Ids are stable. A new check joins by adding its rule here (with a test of its own, and a breaker
 * in `testing/rule-breakers.ts`, which the editor's and the server's per-rule tests run); the docs
 * (docs/template-format.md) and the CLI's `--rules` list are read from this array.
 */
export const GATE_RULES: readonly GateRule[] = CATALOGUE;
