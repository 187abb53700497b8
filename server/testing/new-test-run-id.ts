import { randomBytes } from 'node:crypto';

/** A test run's id: lowercase letters and digits (it is part of database names), in the order runs started. */
export function newTestRunId(): string {
  return `${Date.now().toString(36)}${randomBytes(3).toString('hex')}`;
}
