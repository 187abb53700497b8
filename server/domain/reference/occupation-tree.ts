import type { OccupationNode } from '../../../schema/entities/occupation-node';
import { buildTree } from './build-tree';
import type { StoredOccupation } from './occupation-store';

/**
 * The occupation tree as the runtime shows it; with `allowedCategories`, only the occupations of
 * those categories and the groups above them.
 */
export function occupationTree(rows: readonly StoredOccupation[], allowedCategories?: readonly number[]): OccupationNode[] {
  const toNode = (row: StoredOccupation): OccupationNode =>
    row.category === null ? { code: row.code, name: row.name } : { code: row.code, name: row.name, occupationCategory: row.category };
  if (!allowedCategories) return buildTree(rows, toNode);
  const allowed = new Set(allowedCategories);
  return buildTree(rows, toNode, (row) => row.category !== null && allowed.has(row.category));
}
