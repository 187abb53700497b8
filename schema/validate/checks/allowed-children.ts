import type { BlockPlacement } from '../../catalogue/define-block';
import type { TemplateConfig } from '../../template/template-config';
import { walkModules } from '../../template/walk-modules';
import type { Problem } from '../problem';

/** Whether a container block accepts a child block, by the catalogue's `children` declaration. */
export function acceptsChild(parent: BlockPlacement, child: BlockPlacement): boolean {
  const accepted = parent.children;
  if (accepted === 'none') return false;
  if (accepted === 'any') return true;
  return accepted.categories.includes(child.category);
}

/** Children only where the catalogue allows them: a form row cannot hold blocks, a form holds form rows. */
export function checkAllowedChildren(template: TemplateConfig, catalogue: ReadonlyMap<string, BlockPlacement>): Problem[] {
  const problems: Problem[] = [];
  for (const { module, path, parent } of walkModules(template)) {
    if (!parent) continue;
    const parentBlock = catalogue.get(parent.module.component);
    const childBlock = catalogue.get(module.component);
    if (!parentBlock || !childBlock) continue;
    if (acceptsChild(parentBlock, childBlock)) continue;
    problems.push({
      path,
      message:
        parentBlock.children === 'none'
          ? `「${parentBlock.title}」不能包含子模块`
          : `「${parentBlock.title}」不能包含「${childBlock.title}」`,
    });
  }
  return problems;
}
