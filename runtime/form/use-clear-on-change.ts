import { useEffect, useRef } from 'react';
import type { NamePath } from '../template/form-scope';
import { useSetFields } from './use-set-fields';
import { useWatchField } from './use-watch-field';

/**
 * Empties one field when another changes after it had a value: a trial birthday changed by the
 * buyer clears that person's ID number, which would otherwise carry a different birthday.
 */
export function useClearOnChange(watched: NamePath, cleared: NamePath, enabled: boolean): void {
  const value = useWatchField(watched);
  const previous = useRef<unknown>(undefined);
  const setFields = useSetFields();
  const clearedKey = JSON.stringify(cleared);
  useEffect(() => {
    const before = previous.current;
    previous.current = value;
    if (!enabled || before === undefined || before === value) return;
    // An empty text, not undefined: antd-mobile's Input keeps showing its last text when its value
    // becomes undefined, so the buyer would still see the stale number.
    setFields([[JSON.parse(clearedKey) as NamePath, '']]);
  }, [value, enabled, clearedKey, setFields]);
}
