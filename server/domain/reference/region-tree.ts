import type { RegionNode } from '../../../schema/entities/region-node';
import { buildTree } from './build-tree';
import type { StoredRegion } from './region-store';

/**
 * The province-city-district tree; when `saleRegions` names some regions, only those (with
 * everything under them) and the path down to them.
 */
export function regionTree(rows: readonly StoredRegion[], saleRegions: ReadonlySet<string> = new Set()): RegionNode[] {
  const toNode = (row: StoredRegion): RegionNode => ({ code: row.code, name: row.name });
  if (saleRegions.size === 0) return buildTree(rows, toNode);
  return buildTree(rows, toNode, (row) => saleRegions.has(row.code));
}
