import type { OccupationNode } from '../../schema/entities/occupation-node';
import type { RegionNode } from '../../schema/entities/region-node';

/** One option of antd-mobile's CascadePicker. */
export interface CascadeOption {
  readonly label: string;
  readonly value: string;
  readonly children?: CascadeOption[];
}

/** The region tree as picker options, cut to `columns` levels (province, city, district). */
export function regionOptions(nodes: readonly RegionNode[], columns = 3): CascadeOption[] {
  return nodes.map((node) => {
    const children = columns > 1 && node.children?.length ? regionOptions(node.children, columns - 1) : undefined;
    return { label: node.name, value: node.code, ...(children ? { children } : {}) };
  });
}

/**
 * The occupation tree as picker options, keeping only occupations of the allowed categories (all when
 * none are given) and dropping branches left empty; a chosen occupation shows its category (3类).
 */
export function occupationOptions(nodes: readonly OccupationNode[], allowed: readonly number[] | undefined): CascadeOption[] {
  const accept = (category: number | undefined) => !allowed?.length || (category !== undefined && allowed.includes(category));
  return nodes.flatMap((node): CascadeOption[] => {
    if (!node.children?.length) {
      return accept(node.occupationCategory)
        ? [{ label: node.occupationCategory === undefined ? node.name : `${node.name}（${node.occupationCategory}类）`, value: node.code }]
        : [];
    }
    const children = occupationOptions(node.children, allowed);
    return children.length > 0 ? [{ label: node.name, value: node.code, children }] : [];
  });
}

/** The node path of a value path through a tree (names for display, the leaf for its category). */
export function nodePath<T extends { code: string; children?: T[] }>(nodes: readonly T[], codes: readonly string[]): T[] {
  const path: T[] = [];
  let level: readonly T[] | undefined = nodes;
  for (const code of codes) {
    const node: T | undefined = level?.find((candidate) => candidate.code === code);
    if (!node) break;
    path.push(node);
    level = node.children;
  }
  return path;
}

/** The code path down to a leaf with this code, so a stored occupation reopens where it was chosen. */
export function findCodePath<T extends { code: string; children?: T[] }>(nodes: readonly T[], code: string): string[] | undefined {
  for (const node of nodes) {
    if (node.code === code && !node.children?.length) return [node.code];
    const below = node.children ? findCodePath(node.children, code) : undefined;
    if (below) return [node.code, ...below];
  }
  return undefined;
}
