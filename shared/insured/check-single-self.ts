import { VALIDATION_MESSAGES } from '../messages/validation';

/** Whether an insured's relation to the holder is the holder themself (`SELF` or `self`). */
function isSelf(relation: string | null | undefined): boolean {
  return relation?.trim().toUpperCase() === 'SELF';
}

/**
 * Only one insured can be the holder: given each insured's relation to the holder, returns the error
 * when two or more are SELF, else undefined.
 */
export function checkSingleSelf(relations: readonly (string | null | undefined)[]): string | undefined {
  const selfCount = relations.filter(isSelf).length;
  return selfCount > 1 ? VALIDATION_MESSAGES.twoSelfInsured : undefined;
}
