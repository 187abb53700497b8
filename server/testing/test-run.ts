import { inject } from 'vitest';
import { newTestRunId } from './new-test-run-id';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The run's id: seeded templates are made once per run (see global-setup.ts). */
    testRunId: string;
  }
}

let ownRunId: string | undefined;

/**
 * The id of the test run this worker belongs to, given by the global setup; a process started
 * without it (another runner, a script) is a run of its own.
 */
export function testRunId(): string {
  let provided: string | undefined;
  try {
    provided = inject('testRunId');
  } catch {
    // Not in a Vitest worker.
  }
  return provided ?? (ownRunId ??= newTestRunId());
}
