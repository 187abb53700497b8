/**
 * A readable id not in `taken` (`inputItem-3`), which it then reserves. Deterministic rather than
 * random, so replaying the same actions (undo, redo, tests) yields the same ids.
 */
export function freshModuleId(component: string, taken: Set<string>): string {
  let n = 1;
  while (taken.has(`${component}-${n}`)) n += 1;
  const id = `${component}-${n}`;
  taken.add(id);
  return id;
}
