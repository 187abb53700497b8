import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { buildApiRoutesDeclarations, buildApiRoutesModule } from './api-routes-module';
import { buildBlockSummariesDeclarations, buildBlockSummariesModule } from './block-summaries-module';
import { buildStandaloneDeclarations, buildStandaloneValidators } from './standalone-validators';
import { publishedFiles } from './published-files';

const root = resolve(import.meta.dirname, '../..');

function write(relativePath: string, content: string): void {
  const path = resolve(root, relativePath);
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, content);
}

/**
 * `npm run gen` writes the precompiled validators, the buyer app's routing table and block summaries (git-ignored, rebuilt on install and before every
 * build and test). With `--write-docs` it also rewrites the committed JSON schemas and the generated
 * docs; a test fails when those are stale.
 */
write('schema/generated/validators.js', buildStandaloneValidators());
write('schema/generated/validators.d.ts', buildStandaloneDeclarations());
write('schema/generated/api-routes.js', buildApiRoutesModule());
write('schema/generated/api-routes.d.ts', buildApiRoutesDeclarations());
write('schema/generated/block-summaries.js', buildBlockSummariesModule());
write('schema/generated/block-summaries.d.ts', buildBlockSummariesDeclarations());
if (process.argv.includes('--write-docs')) {
  for (const [path, content] of publishedFiles()) write(path, content);
}
