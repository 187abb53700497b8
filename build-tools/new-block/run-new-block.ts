import { createBlock, nameConflicts } from './create-block';
import { NEW_BLOCK_USAGE, parseNewBlockArgs } from './new-block-args';

/** What the command does outside the files it writes: its output, and rewriting the generated docs. */
export interface NewBlockEffects {
  readonly log: (text: string) => void;
  readonly error: (text: string) => void;
  readonly regenerateDocs: (root: string) => void;
}

/**
 * `npm run new-block <category> <name>` in the repository at `root`: checks the arguments and that
 * the name is free, writes the block's files, regenerates the docs and says what to do next. Returns
 * the exit code: 0, or 1 when it refused (having written nothing).
 */
export function runNewBlock(argv: readonly string[], root: string, effects: NewBlockEffects): number {
  const request = parseNewBlockArgs(argv);
  if ('problems' in request) {
    effects.error([...request.problems.map((problem) => `new-block: ${problem}`), NEW_BLOCK_USAGE].join('\n'));
    return 1;
  }
  const conflicts = nameConflicts(root, request);
  if (conflicts.length > 0) {
    effects.error(conflicts.map((conflict) => `new-block: ${conflict}`).join('\n'));
    return 1;
  }
  const written = createBlock(root, request);
  effects.regenerateDocs(root);
  effects.log(
    [
      `Added the block ${request.names.component} to the category ${request.category}:`,
      ...written.map((path) => `  ${path}`),
      'and regenerated docs/blocks.md and schema/json/.',
      'Next: its attrs schema (a title and titleEn on every field) and default attrs, its texts in both languages',
      '(title, titleEn, description, descriptionEn) and icon, its component and its test; then npm run docs.',
    ].join('\n'),
  );
  return 0;
}
