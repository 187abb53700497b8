import type { TestProject } from 'vitest/node';
import { removePgliteSeededTemplates } from './pglite-template';
import { dropPostgresSeededTemplates } from './postgres-template';
import { newTestRunId } from './new-test-run-id';

/**
 * Vitest's global setup: gives the run its id, under which the workers make their seeded templates
 * (each seed selection seeded once per run, see seed-snapshot.ts), and removes them as the run ends.
 * A watch-mode rerun is a run of its own, since the code (seeds among it) may have changed.
 */
export default function setup(project: TestProject): () => Promise<void> {
  let runId = newTestRunId();
  project.provide('testRunId', runId);
  project.onTestsRerun(async () => {
    await removeSeededTemplates(runId);
    runId = newTestRunId();
    project.provide('testRunId', runId);
  });
  return () => removeSeededTemplates(runId);
}

async function removeSeededTemplates(runId: string): Promise<void> {
  removePgliteSeededTemplates(runId);
  const url = process.env.DATABASE_URL;
  if (url) await dropPostgresSeededTemplates(url, runId);
}
