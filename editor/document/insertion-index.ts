/**
 * Converts a sortable list's "final index" (dnd-kit `arrayMove(items, oldIndex, newIndex)`) into the
 * insertion point that `ModulePlace.index` and `movePage` expect: moving down lands after the item now
 * at `newIndex`, so the insertion point is one further.
 */
export function insertionIndexFromArrayMove(oldIndex: number, newIndex: number): number {
  return newIndex > oldIndex ? newIndex + 1 : newIndex;
}
