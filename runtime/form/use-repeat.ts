import { useCallback } from 'react';
import { usePage } from '../template/page-context';
import type { NamePath } from '../template/form-scope';
import { initialCount, removeAt } from './repeat-list';
import { useSetFields } from './use-set-fields';
import { useWatchField } from './use-watch-field';

/** A repeatable form's entries: how many, adding one (optionally pre-filled) and removing one. */
export interface Repeat {
  readonly count: number;
  readonly canAdd: boolean;
  readonly canRemove: (index: number) => boolean;
  readonly add: (initial?: Readonly<Record<string, unknown>>) => void;
  readonly remove: (index: number) => void;
}

/**
 * Entries of the list at `path` (`insured`, `trailElement.1`): at least minCount shown, added up to
 * maxCount. The count follows the form's list itself, so every block working on the same list (the
 * insured factor module and the add-insured block) agrees on it, and a reload restores it. Entries
 * over a maximum that has dropped since (another plan) stay shown and removable: the buyer picks
 * which to remove, and nothing is sent that the buyer cannot see.
 */
export function useRepeat(path: NamePath, minCount: number | undefined, maxCount: number, alsoRemoveFrom: readonly NamePath[] = []): Repeat {
  const { form } = usePage();
  const setFields = useSetFields();
  const list = useWatchField(path);
  const count = initialCount(list ?? form.getFieldValue([...path]), minCount);
  const min = Math.max(minCount ?? 1, 1);
  const add = useCallback(
    (initial?: Readonly<Record<string, unknown>>) => {
      if (count >= maxCount) return;
      // Writing the new entry grows the list, which is what adds its rows.
      setFields([[[...path, count], { ...(initial ?? {}) }]]);
    },
    [path, count, maxCount, setFields],
  );
  const remove = useCallback(
    (index: number) => {
      if (count <= min) return;
      const lists = [path, ...alsoRemoveFrom];
      setFields(lists.map((listPath) => {
        const current: unknown = form.getFieldValue([...listPath]);
        const padded = Array.isArray(current) ? current : [];
        return [listPath, removeAt(padded, index)] as const;
      }));
    },
    [form, path, alsoRemoveFrom, count, min, setFields],
  );
  return { count, canAdd: count < maxCount, canRemove: (index) => count > min && index >= 0, add, remove };
}
