import { BLOCK_CATEGORIES, type BlockCategory } from '../../schema/catalogue/block-category';
import { blockNames, type BlockNames } from './block-name';
import { defaultTexts, TEXT_OPTIONS, textProblems, type BlockTexts } from './block-texts';

/** What `npm run new-block` is asked to create. */
export interface NewBlockRequest {
  readonly category: BlockCategory;
  readonly names: BlockNames;
  readonly texts: BlockTexts;
}

export const NEW_BLOCK_USAGE =
  'Usage: npm run new-block -- <category> <name> [--title 中文标题] [--title-en "English title"] [--description 中文说明] [--description-en "English description"]\n' +
  `  <category>: one of ${BLOCK_CATEGORIES.join(', ')}\n` +
  '  <name>: the block\'s file name in kebab case, e.g. claim-flow-intro (component claimFlowIntro)';

const isCategory = (value: string): value is BlockCategory => (BLOCK_CATEGORIES as readonly string[]).includes(value);
const isTextOption = (value: string): value is keyof typeof TEXT_OPTIONS => Object.hasOwn(TEXT_OPTIONS, value);

/** The request the command line makes, or what is wrong with it. */
export function parseNewBlockArgs(argv: readonly string[]): NewBlockRequest | { readonly problems: readonly string[] } {
  const positional: string[] = [];
  const given: Partial<Record<keyof BlockTexts, string>> = {};
  const problems: string[] = [];
  for (let index = 0; index < argv.length; index += 1) {
    const arg = argv[index]!;
    if (!arg.startsWith('--')) positional.push(arg);
    else if (!isTextOption(arg)) problems.push(`unknown option ${arg}`);
    else if (argv[index + 1] === undefined) problems.push(`${arg} needs a value`);
    else given[TEXT_OPTIONS[arg]] = argv[(index += 1)];
  }
  if (positional.length !== 2) return { problems: [...problems, `expected a category and a name, got ${positional.length} argument(s)`] };
  const [category, name] = positional as [string, string];
  if (!isCategory(category)) problems.push(`"${category}" is not a catalogue category (${BLOCK_CATEGORIES.join(', ')})`);
  const names = blockNames(name);
  if (typeof names === 'string') problems.push(names);
  if (problems.length > 0 || !isCategory(category) || typeof names === 'string') return { problems };
  const texts = { ...defaultTexts(names), ...given };
  const textIssues = textProblems(texts);
  return textIssues.length > 0 ? { problems: textIssues } : { category, names, texts };
}
