/** A form name path, as the buyer app's form takes it: `['policyHolder', 'name']`, `['insured', 0, 'certiNo']`. */
export type FieldPath = readonly (string | number)[];

/**
 * A form key as a name path, as the buyer app's form scopes read it (`insured[0]` -> `insured, 0`,
 * `person.certNo` -> `person, certNo`); `[i]`, "each insured", is the first insured: the walk's buyer
 * insures one.
 */
export function formKeyPath(formKey: string): FieldPath {
  return formKey.split('.').flatMap((part) => {
    const match = /^([^[]+)(?:\[(\d+|i)\])?$/.exec(part);
    if (!match) return [part];
    const index = match[2];
    return index === undefined ? [match[1]!] : [match[1]!, index === 'i' ? 0 : Number(index)];
  });
}
