import { atom } from 'jotai';
import { BLOCK_LIST } from '../../schema/catalogue';
import { loadPrecompiledTemplateValidator } from '../../schema/validate/precompiled-template-validator';
import type { SchemaValidator } from '../../schema/validate/schema-validator';

let loading: Promise<SchemaValidator> | undefined;

/**
 * The template validator the buyer app uses too: precompiled at build time, each block's attrs check a
 * small module of its own. The editor loads every block's check, since the operator may add any block.
 * Compiling the schema with ajv in the browser instead took the editor's thread for half a second
 * while the preview frame, which shares that thread, was starting. Loaded once; a failed load is
 * tried again by the next caller.
 */
export function loadTemplateValidator(): Promise<SchemaValidator> {
  if (loading === undefined) {
    const pending = loadPrecompiledTemplateValidator(BLOCK_LIST.map((block) => block.component));
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
