import { useEffect } from 'react';
import { ID_DERIVED_FIELDS_DEBOUNCE_MS } from '../../shared/constants';
import type { NamePath } from '../template/form-scope';
import { deriveFromId, type IdDerived } from './derive-from-id';
import { useSetFields } from './use-set-fields';
import { useWatchField } from './use-watch-field';

/**
 * Keeps a person form's birthday and gender in step with its ID card number (spec: derived, then
 * locked). Returns what the number gives, or undefined when the rows are the buyer's to fill.
 */
export function useIdDerived(scope: NamePath): IdDerived | undefined {
  const certiType = useWatchField([...scope, 'certiType']);
  const certiNo = useWatchField([...scope, 'certiNo']);
  const birthday = useWatchField([...scope, 'birthday']);
  const gender = useWatchField([...scope, 'gender']);
  const setFields = useSetFields();
  const derived = deriveFromId(certiType, certiNo);
  const scopeKey = scope.join('.');
  const derivedBirthday = derived?.birthday;
  const derivedGender = derived?.gender;
  useEffect(() => {
    if (!derivedBirthday || !derivedGender || (derivedBirthday === birthday && derivedGender === gender)) return;
    // Wait for the buyer to stop typing, as the spec debounces the derived fields.
    const timer = setTimeout(() => {
      const path = scopeKey.split('.').map((part) => (/^\d+$/.test(part) ? Number(part) : part));
      setFields([
        [[...path, 'birthday'], derivedBirthday],
        [[...path, 'gender'], derivedGender],
      ]);
    }, ID_DERIVED_FIELDS_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [derivedBirthday, derivedGender, birthday, gender, scopeKey, setFields]);
  return derived;
}
