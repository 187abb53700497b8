import { randomId } from '../../app/random-id';

/**
 * A fresh questionnaire application number: `SQ` and 24 random hex digits. Random rather than
 * sequential, so one buyer cannot guess another's number and read their answers.
 */
export function newApplyNo(): string {
  return `SQ${randomId(12).toUpperCase()}`;
}
