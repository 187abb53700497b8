import { resolve } from 'node:path';
import { regenerateDocs } from './regenerate-docs';
import { runNewBlock } from './run-new-block';

/** `npm run new-block -- <category> <name> [--title ...]`: see run-new-block.ts and docs/blocks.md, "Adding a block". */
process.exitCode = runNewBlock(process.argv.slice(2), resolve(import.meta.dirname, '../..'), {
  log: (text) => console.log(text),
  error: (text) => console.error(text),
  regenerateDocs,
});
