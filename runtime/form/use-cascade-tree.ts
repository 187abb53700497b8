import type { OccupationNode } from '../../schema/entities/occupation-node';
import type { RegionNode } from '../../schema/entities/region-node';
import { useApiQuery } from '../api/api-queries';
import { useRuntime } from '../app/runtime-context';
import { usePage } from '../template/page-context';

/** A loaded tree of a cascade row: regions or occupations, empty when the call failed. */
export type CascadeTree =
  | { readonly source: 'region'; readonly nodes: readonly RegionNode[] }
  | { readonly source: 'occupation'; readonly nodes: readonly OccupationNode[] };

/** The nodes of a tree query: the reply's, none when it failed, undefined while it is on its way. */
function nodesOf<T>(tree: { data?: { result?: readonly T[] }; isError: boolean; isFetching: boolean }): readonly T[] | undefined {
  if (tree.data) return tree.data.result ?? [];
  return tree.isError && !tree.isFetching ? [] : undefined;
}

/**
 * Loads the region or occupation tree for a cascade row, for the address's goods (else the
 * template's); undefined while loading and for custom options. The query layer shares one reply
 * among the rows, so ten rows cost one request.
 */
export function useCascadeTree(source: 'region' | 'occupation' | 'custom'): CascadeTree | undefined {
  const { query } = useRuntime();
  const { template } = usePage();
  const goodsId = query.params.goodsId ?? template.goodsId;
  const regions = useApiQuery('queryRegionTree', goodsId ? { goodsId } : {}, undefined, { enabled: source === 'region' });
  const occupations = useApiQuery('queryOccupationTree', { goodsId: goodsId ?? '' }, undefined, { enabled: source === 'occupation' });
  if (source === 'region') {
    const nodes = nodesOf(regions);
    return nodes && { source, nodes };
  }
  if (source === 'occupation') {
    const nodes = nodesOf(occupations);
    return nodes && { source, nodes };
  }
  return undefined;
}
