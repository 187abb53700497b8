import { createContext, useContext, type ReactNode } from 'react';

/** A form name path, as antd-mobile's Form takes it: `['policyHolder', 'name']`, `['insured', 0, 'certNo']`. */
export type NamePath = readonly (string | number)[];

const FormScopeContext = createContext<NamePath>([]);

/** Turns a form key such as `insured[0]` or `person.certNo` into a name path. */
export function formKeyToPath(formKey: string): NamePath {
  return formKey
    .split('.')
    .flatMap((part) => {
      const match = /^([^[]+)(?:\[(\d+)\])?$/.exec(part);
      if (!match) return [part];
      return match[2] === undefined ? [match[1]!] : [match[1]!, Number(match[2])];
    });
}

/** Places form rows under a module's form key (the holder module wraps its rows in `policyHolder`). */
export function FormScope({ formKey, children }: { formKey: string | undefined; children: ReactNode }) {
  const parent = useContext(FormScopeContext);
  const path = formKey ? [...parent, ...formKeyToPath(formKey)] : parent;
  return <FormScopeContext.Provider value={path}>{children}</FormScopeContext.Provider>;
}

/** The full name path of a field with this form key inside the current scope. */
export function useFieldPath(formKey: string | undefined): NamePath {
  const parent = useContext(FormScopeContext);
  return formKey ? [...parent, ...formKeyToPath(formKey)] : parent;
}

/** Places rows under the current scope plus a bare list index (each insured's entry of a list). */
export function IndexScope({ index, children }: { index: number; children: ReactNode }) {
  const parent = useContext(FormScopeContext);
  return <FormScopeContext.Provider value={[...parent, index]}>{children}</FormScopeContext.Provider>;
}
