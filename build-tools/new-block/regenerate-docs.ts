import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';

/**
 * Rewrites the files generated from schema/ (docs/blocks.md, schema/json/) in the repository at
 * `root`, as `npm run docs` does, so the published-files test holds once a block is added. A process
 * of its own: this one loaded the catalogue before the block was written.
 */
export function regenerateDocs(root: string): void {
  const tsx = createRequire(import.meta.url).resolve('tsx/cli');
  const run = spawnSync(process.execPath, [tsx, 'schema/scripts/generate.ts', '--write-docs'], { cwd: root, stdio: 'inherit' });
  if (run.status !== 0) throw new Error(`schema/scripts/generate.ts --write-docs failed (exit code ${run.status ?? run.signal})`);
}
