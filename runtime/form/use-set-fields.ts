import { useSetAtom } from 'jotai';
import { useCallback } from 'react';
import { orderFormAtom } from '../state/flow-atoms';
import { usePage } from '../template/page-context';
import type { NamePath } from '../template/form-scope';

/**
 * Writes fields from code (derived birthday, copied holder data, removed entries). The form does not
 * report such writes as changes, so the session copy is updated here too, keeping a reload faithful.
 */
export function useSetFields(): (entries: readonly (readonly [NamePath, unknown])[]) => void {
  const { form } = usePage();
  const setValues = useSetAtom(orderFormAtom);
  return useCallback(
    (entries) => {
      if (entries.length === 0) return;
      for (const [path, value] of entries) form.setFieldValue([...path], value);
      setValues((previous) => ({ ...previous, ...(form.getFieldsValue(true) as Record<string, unknown>) }));
    },
    [form, setValues],
  );
}
