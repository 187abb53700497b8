import type { AddPageArgs } from './operations/add-page';
import type { DuplicateModuleArgs } from './operations/duplicate-module';
import type { InsertModuleArgs } from './operations/insert-module';
import type { MoveModuleArgs } from './operations/move-module';
import type { MovePageArgs } from './operations/move-page';
import type { PasteModuleArgs } from './operations/paste-module';
import type { RemoveModuleArgs } from './operations/remove-module';
import type { RemovePageArgs } from './operations/remove-page';
import type { RenamePageArgs } from './operations/rename-page';
import type { ReplaceTemplateArgs } from './operations/replace-template';
import type { SetModuleAttrsArgs } from './operations/set-module-attrs';
import type { SetModuleConditionArgs } from './operations/set-module-condition';
import type { SetModuleDefaultArgs } from './operations/set-module-default';
import type { SetModuleFormKeyArgs } from './operations/set-module-form-key';
import type { SetModuleLabelArgs } from './operations/set-module-label';
import type { SetPageCodeArgs } from './operations/set-page-code';
import type { SetTemplateSettingsArgs } from './operations/set-template-settings';

/** How history treats an action. */
export interface HistoryMeta {
  /**
   * Consecutive actions with the same key make one undo step (each keystroke in one field carries
   * the field's key, e.g. `attrs:<moduleId>/title`).
   */
  readonly coalesceKey?: string;
  /** False applies the change without an undo step of its own (default true). */
  readonly recordHistory?: boolean;
}

type Action<T extends string, A> = { readonly type: T } & A & HistoryMeta;

/** Every edit of the document: one variant per operation in `operations/`, carrying its arguments. */
export type DocumentAction =
  | Action<'insertModule', InsertModuleArgs>
  | Action<'moveModule', MoveModuleArgs>
  | Action<'removeModule', RemoveModuleArgs>
  | Action<'duplicateModule', DuplicateModuleArgs>
  | Action<'pasteModule', PasteModuleArgs>
  | Action<'setModuleAttrs', SetModuleAttrsArgs>
  | Action<'setModuleLabel', SetModuleLabelArgs>
  | Action<'setModuleDefault', SetModuleDefaultArgs>
  | Action<'setModuleFormKey', SetModuleFormKeyArgs>
  | Action<'setModuleCondition', SetModuleConditionArgs>
  | Action<'addPage', AddPageArgs>
  | Action<'renamePage', RenamePageArgs>
  | Action<'setPageCode', SetPageCodeArgs>
  | Action<'movePage', MovePageArgs>
  | Action<'removePage', RemovePageArgs>
  | Action<'setTemplateSettings', SetTemplateSettingsArgs>
  | Action<'replaceTemplate', ReplaceTemplateArgs>;
