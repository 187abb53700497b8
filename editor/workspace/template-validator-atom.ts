import { atom } from 'jotai';
import type { SchemaValidator } from '../../schema/validate/schema-validator';

let loading: Promise<SchemaValidator> | undefined;

/**
 * The template schema compiled with ajv, from a chunk of its own: ajv and the schema are large and the
 * editor's first screen (the template list) needs neither. Loaded once; a failed load is tried again
 * by the next caller.
 */
export function loadTemplateValidator(): Promise<SchemaValidator> {
  if (loading === undefined) {
    const pending = import('../../schema/validate/compile-template-validator').then((module) => module.compileTemplateValidator());
    pending.catch(() => {
      if (loading === pending) loading = undefined;
    });
    loading = pending;
  }
  return loading;
}

/** A loaded validator, boxed: jotai would take a bare function stored in an atom for an updater. */
export interface LoadedValidator {
  readonly validate: SchemaValidator;
}

/**
 * The validator the problems panel and the property fields check the template with: undefined until
 * loaded, which starts when something first reads it. Problems appear once it is there. The server
 * checks again on publish, so a template is never published unchecked.
 */
export const templateValidatorAtom = atom<LoadedValidator | undefined>(undefined);
templateValidatorAtom.onMount = (set) => {
  void loadTemplateValidator().then((validate) => set({ validate }), () => undefined);
};
