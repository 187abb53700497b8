import type { Module } from '../../schema/template/module';

/**
 * One edit of a module from the property panel: only the fields present changed. `attrs` replaces
 * the module's attrs whole; `formKey: ''` removes the form key; a condition key present with
 * `undefined` removes that condition.
 */
export type ModulePatch = Partial<Pick<Module, 'attrs' | 'label' | 'formKey' | 'isDefault' | 'visibleOn' | 'requiredOn' | 'disabledOn'>>;
