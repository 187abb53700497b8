import type { ConditionKey } from '../../schema/template/condition-operators';
import type { Module } from '../../schema/template/module';
import type { Problem } from '../../schema/validate/problem';
import { editKey } from './edit-key';
import { toPointer } from './json-pointer';
import type { ModulePatch } from './module-patch';
import type { EditKind, PropertyEditor } from './property-editor-context';
import { setIn } from './set-in';

interface PropertyEditorInput {
  readonly module: Module;
  /**
   * The module as the document holds it now, when that may be ahead of `module` (keystrokes applied in
   * a transition not yet rendered): attrs edits start from it, so a quick edit of another field is kept.
   */
  readonly latest?: () => Module | undefined;
  readonly problems: readonly Problem[];
  /** Every edit, with its coalesce key and whether it is a keystroke (`typing`) or a step of its own. */
  readonly onChange: (patch: ModulePatch, coalesceKey: string, edit: EditKind) => void;
  /** The next number of a discrete edit, so each gets a key of its own. */
  readonly nextSequence: () => number;
}

/** The panel's editor: turns a field edit into a module patch (attrs replaced whole) and its coalesce key. */
export interface ModulePropertyEditor extends PropertyEditor {
  readonly changeModule: (patch: ModulePatch, field: 'label' | 'isDefault' | 'formKey' | ConditionKey, edit: EditKind) => void;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Builds the editor the panel's fields write through. */
export function createPropertyEditor({ module, latest, problems, onChange, nextSequence }: PropertyEditorInput): ModulePropertyEditor {
  const keyFor = (field: string, edit: EditKind) => editKey(field, module.id, edit, edit === 'discrete' ? nextSequence() : 0);
  return {
    problems,
    change: (path, value, edit) => {
      const attrs = setIn((latest?.() ?? module).attrs, path.slice(1), value);
      // The JSON box of an unknown block can hold any JSON; attrs must stay an object.
      if (isRecord(attrs)) onChange({ attrs }, keyFor(toPointer(path).slice(1), edit), edit);
    },
    changeModule: (patch, field, edit) => onChange(patch, keyFor(field, edit), edit),
  };
}
