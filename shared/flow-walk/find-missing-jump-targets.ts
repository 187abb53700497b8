import type { TemplateConfig } from '../../schema/template/template-config';
import { pageForwards } from './page-forwards';
import { shownByDefault, shownModulesOf } from './shown-modules';
import type { WalkFinding } from './walk-finding';

/**
 * The page actions of a page that lead to a page the template does not have: a jump to an unknown
 * page code (or to none), a next page past the last one, a confirmation block's 修改 link to an
 * unknown page code. Reported at the control, whether or not a rule hides it now.
 */
export function findMissingJumpTargets(template: TemplateConfig, pageIndex: number): WalkFinding[] {
  const page = template.pageList[pageIndex]!;
  const actions = pageForwards(template, pageIndex)
    .filter((forward) => forward.missingTarget)
    .map((forward): WalkFinding =>
      forward.kind === 'jumpToPage'
        ? { kind: 'missingJumpTarget', pageIndex, pointer: `${forward.pointer}/pageCode`, text: { key: 'jumpTargetMissing', params: { label: forward.label, pageCode: forward.pageCode } } }
        : { kind: 'missingJumpTarget', pageIndex, pointer: forward.pointer, text: { key: 'nextPageMissing', params: { label: forward.label, pageOrder: page.pageOrder + 1 } } },
    );
  // The 修改 link finds its page by page code only (see the buyer app's useEditLink).
  const editLinks = shownModulesOf(template, pageIndex, shownByDefault).flatMap((visit): WalkFinding[] => {
    const code = typeof visit.module.attrs.editPageCode === 'string' ? visit.module.attrs.editPageCode.trim() : '';
    if (code === '' || template.pageList.some((candidate) => candidate.pageCode === code)) return [];
    return [{ kind: 'missingJumpTarget', pageIndex, pointer: `${visit.path}/attrs/editPageCode`, text: { key: 'jumpTargetMissing', params: { label: visit.module.label, pageCode: code } } }];
  });
  return [...actions, ...editLinks];
}
