import { useEffect, useState } from 'react';
import type { OccupationNode } from '../../schema/entities/occupation-node';
import type { RegionNode } from '../../schema/entities/region-node';
import { useRuntime } from '../app/runtime-context';
import { usePage } from '../template/page-context';

/** A loaded tree of a cascade row: regions or occupations, empty when the call failed. */
export type CascadeTree =
  | { readonly source: 'region'; readonly nodes: readonly RegionNode[] }
  | { readonly source: 'occupation'; readonly nodes: readonly OccupationNode[] };

/**
 * Loads the region or occupation tree for a cascade row, for the address's goods (else the
 * template's); undefined while loading and for custom options. The API client caches and merges
 * repeated calls, so ten rows cost one request.
 */
export function useCascadeTree(source: 'region' | 'occupation' | 'custom'): CascadeTree | undefined {
  const { api, query } = useRuntime();
  const { template } = usePage();
  const goodsId = query.params.goodsId ?? template.goodsId;
  const [tree, setTree] = useState<CascadeTree | undefined>(undefined);
  useEffect(() => {
    let current = true;
    if (source === 'region') {
      api
        .call('queryRegionTree', goodsId ? { goodsId } : {})
        .then((reply) => current && setTree({ source, nodes: reply.result ?? [] }))
        .catch(() => current && setTree({ source, nodes: [] }));
    } else if (source === 'occupation') {
      api
        .call('queryOccupationTree', { goodsId: goodsId ?? '' })
        .then((reply) => current && setTree({ source, nodes: reply.result ?? [] }))
        .catch(() => current && setTree({ source, nodes: [] }));
    }
    return () => {
      current = false;
    };
  }, [api, goodsId, source]);
  return tree?.source === source ? tree : undefined;
}
