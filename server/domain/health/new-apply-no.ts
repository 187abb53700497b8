import { randomBytes } from 'node:crypto';

/**
 * A fresh questionnaire application number: `SQ` and 24 random hex digits. Random rather than
 * sequential, so one buyer cannot guess another's number and read their answers.
 */
export function newApplyNo(): string {
  return `SQ${randomBytes(12).toString('hex').toUpperCase()}`;
}
