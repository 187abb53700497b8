import type { TemplateConfig } from '../../schema/template/template-config';
import { findMissingJumpTargets } from './find-missing-jump-targets';
import { findNoWayForward, isFinalPage, leadsOn } from './find-no-way-forward';
import { findRequiredWithoutControl } from './find-required-without-control';
import { findRulesHidingRequired, type RequiredNow } from './find-rules-hiding-required';
import { pageForwards, type PageForward } from './page-forwards';
import { shownByDefault, type ModuleShown } from './shown-modules';
import type { WalkFinding } from './walk-finding';

/** How the walk goes through one page, and what the template alone says is wrong there. */
export interface PageWalkPlan {
  readonly pageIndex: number;
  /** The flow ends here: nothing to press. */
  readonly final: boolean;
  /** What the walk presses to go on: the way to the next page, else any way to a later page or a submission. */
  readonly forward: PageForward | undefined;
  readonly findings: readonly WalkFinding[];
}

/** The persona's view of the template's rules: which modules it is shown, which rows its rules make required. */
export interface WalkRules {
  readonly shown: ModuleShown;
  readonly requiredNow: RequiredNow;
}

/** Without rule evaluation: what `isDefault` shows, nothing required by a rule. */
export const NO_RULES: WalkRules = { shown: shownByDefault, requiredNow: () => undefined };

function chooseForward(template: TemplateConfig, pageIndex: number, shown: ModuleShown): PageForward | undefined {
  const followable = pageForwards(template, pageIndex, shown).filter((forward) => forward.kind !== 'jumpToUrl' && forward.targetIndex !== undefined && leadsOn(template, pageIndex, forward));
  const nextOrder = template.pageList[pageIndex]!.pageOrder + 1;
  return followable.find((forward) => template.pageList[forward.targetIndex!]!.pageOrder === nextOrder) ?? followable[0];
}

/**
 * The walk's plan over a template, page by page in the template's order: what it presses on each page
 * and the dead ends the template shows by itself (a page with no way on, a jump to nowhere, a value
 * the flow needs and no row gives, a display rule that hides one from the persona).
 */
export function planFlowWalk(template: TemplateConfig, rules: WalkRules = NO_RULES): PageWalkPlan[] {
  const wholeTemplate = [...findRequiredWithoutControl(template), ...findRulesHidingRequired(template, rules.shown, rules.requiredNow)];
  return template.pageList.map((_page, pageIndex) => {
    const final = isFinalPage(template, pageIndex);
    return {
      pageIndex,
      final,
      forward: final ? undefined : chooseForward(template, pageIndex, rules.shown),
      findings: [
        ...findNoWayForward(template, pageIndex, rules.shown),
        ...findMissingJumpTargets(template, pageIndex),
        ...wholeTemplate.filter((finding) => finding.pageIndex === pageIndex),
      ],
    };
  });
}
