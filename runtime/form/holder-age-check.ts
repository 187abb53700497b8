import { holderAgeProblem } from '../../shared/identity/holder-age-problem';
import { deriveFromId } from './derive-from-id';
import type { RowCheck } from './row-control';

/**
 * The holder form's minimum age (full civil capacity), told on the row the buyer corrects: the
 * certificate number row when a resident ID number gives the birthday (the birthday row, if shown, is
 * then derived and locked), else the birthday row.
 */
export function holderAgeCheck(minAge: number): RowCheck {
  return (key, value, values) => {
    switch (key) {
      case 'certiNo':
        return holderAgeProblem(deriveFromId(values.certiType, value)?.birthday, minAge);
      case 'birthday':
        return deriveFromId(values.certiType, values.certiNo) ? undefined : holderAgeProblem(value, minAge);
      default:
        return undefined;
    }
  };
}
