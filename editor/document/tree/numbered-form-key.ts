/** The last name of a key and its optional index: `insured[i]` -> `insured` + `[i]`. */
const LAST_NAME = /^(.*?)([A-Za-z_$][A-Za-z0-9_$]*?)(\d*)(\[(?:\d+|i)\])?$/;

/**
 * A key numbered `n` on its last name, kept valid for the form-key pattern:
 * `name` -> `name2`, `insured[i]` -> `insured2[i]`, `person.certNo` -> `person.certNo2`.
 * An existing trailing number is replaced, so copies of `name2` become `name3`, not `name22`.
 */
export function numberedFormKey(key: string, n: number): string {
  const match = LAST_NAME.exec(key);
  if (!match) return `${key}${n}`;
  const [, prefix = '', name = '', , index = ''] = match;
  return `${prefix}${name}${n}${index}`;
}
