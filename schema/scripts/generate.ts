import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, relative, resolve } from 'node:path';
import { buildApiRoutesDeclarations, buildApiRoutesModule } from './api-routes-module';
import { buildBlockDefaultAttrsDeclarations, buildBlockDefaultAttrsModule, buildBlockSummariesDeclarations, buildBlockSummariesModule } from './block-summaries-module';
import { buildStandaloneValidators, VALIDATORS_DIR } from './standalone-validators';
import { publishedFiles } from './published-files';

const root = resolve(import.meta.dirname, '../..');

function write(relativePath: string, content: string): void {
  const path = resolve(root, relativePath);
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, content);
}

/** Removes what an earlier run generated under `dir` and this one did not (a block since removed). */
function removeStale(dir: string, written: ReadonlySet<string>): void {
  for (const entry of readdirSync(resolve(root, dir), { recursive: true, withFileTypes: true })) {
    const path = `${dir}/${relative(resolve(root, dir), resolve(entry.parentPath, entry.name))}`;
    if (entry.isFile() && !written.has(path)) rmSync(resolve(root, path));
  }
}

/**
 * `npm run gen` writes the precompiled validators, the buyer app's routing table, block summaries and block defaults (git-ignored, rebuilt on install and before every
 * build and test). With `--write-docs` it also rewrites the committed JSON schemas and the generated
 * docs; a test fails when those are stale.
 */
const validators = buildStandaloneValidators();
for (const [path, content] of validators) write(`schema/generated/${path}`, content);
removeStale(`schema/generated/${VALIDATORS_DIR}`, new Set(validators.map(([path]) => `schema/generated/${path}`)));
write('schema/generated/api-routes.js', buildApiRoutesModule());
write('schema/generated/api-routes.d.ts', buildApiRoutesDeclarations());
write('schema/generated/block-summaries.js', buildBlockSummariesModule());
write('schema/generated/block-summaries.d.ts', buildBlockSummariesDeclarations());
write('schema/generated/block-default-attrs.js', buildBlockDefaultAttrsModule());
write('schema/generated/block-default-attrs.d.ts', buildBlockDefaultAttrsDeclarations());
if (process.argv.includes('--write-docs')) {
  for (const [path, content] of publishedFiles()) write(path, content);
}
