/** A block name as the command takes it: kebab case, each part starting with a letter (`claim-flow-intro`). */
const KEBAB_CASE = /^[a-z][a-z0-9]*(-[a-z][a-z0-9]*)*$/;

/** Words a generated file cannot use as an identifier: the language's reserved words. */
const RESERVED_WORDS = new Set(
  ('break case catch class const continue debugger default delete do else enum export extends false finally for function if ' +
    'implements import in instanceof interface let new null package private protected public return static super switch this ' +
    'throw true try typeof var void while with yield await arguments eval')
    .split(' '),
);

/** The names a new block's generated files derive from its kebab-case name. */
export interface BlockNames {
  /** The file name: `claim-flow-intro`. */
  readonly name: string;
  /** The component name in templates and the catalogue entry's export: `claimFlowIntro`. */
  readonly component: string;
  /** The React component's function name: `ClaimFlowIntro`. */
  readonly reactName: string;
  /** The name as an English title, the default `titleEn`: `Claim flow intro`. */
  readonly sentence: string;
}

/** The names of a block, or why `name` cannot name one. */
export function blockNames(name: string): BlockNames | string {
  if (!KEBAB_CASE.test(name)) {
    return `"${name}" is not a kebab-case name: lower-case letters and digits in parts joined by "-", each part starting with a letter (e.g. claim-flow-intro)`;
  }
  const parts = name.split('-');
  const component = parts.map((part, index) => (index === 0 ? part : capitalize(part))).join('');
  if (RESERVED_WORDS.has(component)) return `"${name}" would name the block ${component}, a reserved word of JavaScript`;
  const sentence = capitalize(parts.join(' '));
  return { name, component, reactName: capitalize(component), sentence };
}

function capitalize(word: string): string {
  return `${word.charAt(0).toUpperCase()}${word.slice(1)}`;
}
