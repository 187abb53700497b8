import type { RegionNode } from '../../schema/entities/region-node';
import { useCascadeTree } from '../form/use-cascade-tree';

/** The region tree when `needed` (a confirmation shows a region row), else nothing is loaded. */
export function useRegionTree(needed: boolean): readonly RegionNode[] | undefined {
  const tree = useCascadeTree(needed ? 'region' : 'custom');
  return tree?.source === 'region' ? tree.nodes : undefined;
}
