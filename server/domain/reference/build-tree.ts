/** A row of a tree stored flat: its code and its parent's code (null at the top). */
export interface TreeRow {
  readonly code: string;
  readonly parentCode: string | null;
}

/** A node built from a row, with its children when it has any. */
export type TreeNode<N> = N & { children?: TreeNode<N>[] };

/**
 * Builds the nested tree of flat rows (given parents before children, in display order). `select`
 * keeps a row together with everything under it; a row it rejects is kept only as the path to
 * selected rows below it, so a branch with nothing selected disappears. By default everything is kept.
 */
export function buildTree<R extends TreeRow, N extends object>(
  rows: readonly R[],
  toNode: (row: R) => N,
  select: (row: R) => boolean = () => true,
): TreeNode<N>[] {
  const childrenOf = new Map<string | null, R[]>();
  for (const row of rows) {
    const siblings = childrenOf.get(row.parentCode);
    if (siblings) siblings.push(row);
    else childrenOf.set(row.parentCode, [row]);
  }

  const whole = (row: R): TreeNode<N> => {
    const children = (childrenOf.get(row.code) ?? []).map(whole);
    return children.length > 0 ? { ...toNode(row), children } : toNode(row);
  };
  const pruned = (row: R): TreeNode<N> | undefined => {
    if (select(row)) return whole(row);
    const children = (childrenOf.get(row.code) ?? []).map(pruned).filter((node) => node !== undefined);
    return children.length > 0 ? { ...toNode(row), children } : undefined;
  };
  return (childrenOf.get(null) ?? []).map(pruned).filter((node) => node !== undefined);
}
