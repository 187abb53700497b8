import type { Problem } from '../../../schema/validate/problem';
import type { ConditionGroup } from './condition-tree';

/**
 * The JSON Pointer of a group's item in the JSON Logic the builder writes: a group `{and: [...]}` at
 * `/visibleOn` holds its items at `/visibleOn/and/<index>`.
 */
export function nodePointer(groupPointer: string, group: ConditionGroup, index: number): string {
  return `${groupPointer}/${group.combinator}/${index}`;
}

/** The problems at a pointer or inside what it points at. */
export function problemsAt(problems: readonly Problem[], pointer: string): Problem[] {
  return problems.filter((problem) => problem.path === pointer || problem.path.startsWith(`${pointer}/`));
}

/** The pointers of every row of a tree, for telling which problems no row shows. */
export function rowPointers(group: ConditionGroup, pointer: string): string[] {
  return group.items.flatMap((item, index) => {
    const at = nodePointer(pointer, group, index);
    return item.kind === 'rule' ? [at] : rowPointers(item, at);
  });
}
