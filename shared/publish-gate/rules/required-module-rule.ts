import type { InsuranceCategory } from '../../../schema/template/insurance-category';
import type { TemplateConfig } from '../../../schema/template/template-config';
import type { LocalizedText } from '../../../schema/validate/problem';
import { CATEGORY_NAMES } from '../category-names';
import type { GateContext } from '../gate-context';
import { defineGateRule, type GateRule } from '../gate-rule';
import { visibleOf } from '../visible-modules';

interface RequiredModuleOptions<Id extends string> {
  readonly id: Id;
  /** The product lines that need the module. */
  readonly categories: readonly InsuranceCategory[];
  /** Any one of these blocks, shown, satisfies the rule (names taken from the catalogue entries). */
  readonly components: readonly string[];
  readonly description: LocalizedText;
  readonly message: LocalizedText;
  /** A further condition, e.g. on the server's product; the rule is silent when it is false. */
  readonly when?: (template: TemplateConfig, context: GateContext) => boolean;
  readonly needsFacts?: boolean;
}

/**
 * A rule that a template of some product lines shows one of some blocks. The finding points at the
 * template's insurance category, since the category is what asks for the module: the operator either
 * adds the module or corrects the category.
 */
export function requiredModuleRule<const Id extends string>(options: RequiredModuleOptions<Id>): GateRule<Id> {
  return defineGateRule({
    id: options.id,
    severity: 'error',
    description: options.description,
    message: options.message,
    ...(options.needsFacts ? { needsFacts: true } : {}),
    *check(template, context) {
      if (!options.categories.includes(template.insuranceCategory)) return;
      if (options.when && !options.when(template, context)) return;
      if (visibleOf(template, options.components).length > 0) return;
      yield { path: '/insuranceCategory', params: { category: CATEGORY_NAMES[template.insuranceCategory] } };
    },
  });
}
