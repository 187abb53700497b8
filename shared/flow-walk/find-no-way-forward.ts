import type { TemplateConfig } from '../../schema/template/template-config';
import { pageForwards, type PageForward } from './page-forwards';
import { shownByDefault, shownModulesOf, type ModuleShown } from './shown-modules';
import type { WalkFinding } from './walk-finding';

/** Whether the flow ends on this page: it is the last page in order, or it shows the insure result. */
export function isFinalPage(template: TemplateConfig, pageIndex: number): boolean {
  const page = template.pageList[pageIndex];
  if (page === undefined) return true;
  if (template.pageList.every((other) => other.pageOrder <= page.pageOrder)) return true;
  return shownModulesOf(template, pageIndex, shownByDefault).some((visit) => visit.module.component === 'insureResult');
}

/** Whether a control takes the buyer on: to a later page, out to an address, or through submitting the order. */
export function leadsOn(template: TemplateConfig, pageIndex: number, forward: PageForward): boolean {
  if (forward.kind === 'jumpToUrl' || forward.kind === 'submit') return true;
  if (forward.targetIndex === undefined) return false;
  return template.pageList[forward.targetIndex]!.pageOrder > template.pageList[pageIndex]!.pageOrder;
}

/**
 * A page before the end of the flow with nothing that takes the buyer on: no toolbar, no bottom
 * button to a later page, an address or a submission (a jump back, or to nowhere, is no way on).
 * When the persona's display rules hide the only ways on, the finding names the rule.
 */
export function findNoWayForward(template: TemplateConfig, pageIndex: number, shown: ModuleShown = shownByDefault): WalkFinding[] {
  if (isFinalPage(template, pageIndex)) return [];
  if (pageForwards(template, pageIndex, shown).some((forward) => leadsOn(template, pageIndex, forward))) return [];
  const hidden = pageForwards(template, pageIndex).find((forward) => leadsOn(template, pageIndex, forward));
  if (hidden !== undefined) {
    const pointer = shownModulesOf(template, pageIndex, shownByDefault).find((visit) => visit.module.id === hidden.moduleId)?.path ?? `/pageList/${pageIndex}`;
    return [{ kind: 'noWayForward', pageIndex, pointer, text: { key: 'forwardHidden', params: {} } }];
  }
  return [{ kind: 'noWayForward', pageIndex, pointer: `/pageList/${pageIndex}`, text: { key: 'noWayForward', params: {} } }];
}
