import type { OccupationNode } from '../../../schema/entities/occupation-node';
import type { RegionNode } from '../../../schema/entities/region-node';

/** The codes down a region tree's first branches, as deep as the row's columns: the first district of the first city. */
export function firstRegionPath(nodes: readonly RegionNode[], columns: number): string[] {
  const path: string[] = [];
  let level: readonly RegionNode[] | undefined = nodes;
  while (level && level.length > 0 && path.length < columns) {
    const node: RegionNode = level[0]!;
    path.push(node.code);
    level = node.children;
  }
  return path;
}

/**
 * The occupation a careful persona has: the first leaf of the lowest risk category the row allows
 * (category 1, office work, where it may), with its name and category.
 */
export function safestOccupation(nodes: readonly OccupationNode[], allowed: readonly number[] | undefined): OccupationNode | undefined {
  const leaves: OccupationNode[] = [];
  const visit = (list: readonly OccupationNode[]) => {
    for (const node of list) {
      if (node.children?.length) visit(node.children);
      else if (!allowed?.length || (node.occupationCategory !== undefined && allowed.includes(node.occupationCategory))) leaves.push(node);
    }
  };
  visit(nodes);
  return [...leaves].sort((one, other) => (one.occupationCategory ?? 9) - (other.occupationCategory ?? 9))[0];
}
