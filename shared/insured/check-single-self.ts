import { VALIDATION_MESSAGES } from '../messages/validation';
import { isSelfRelation } from './is-self-relation';


/**
 * Only one insured can be the holder: given each insured's relation to the holder, returns the error
 * when two or more are SELF, else undefined.
 */
export function checkSingleSelf(relations: readonly (string | null | undefined)[]): string | undefined {
  const selfCount = relations.filter(isSelfRelation).length;
  return selfCount > 1 ? VALIDATION_MESSAGES.twoSelfInsured : undefined;
}
