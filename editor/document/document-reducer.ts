import type { TemplateConfig } from '../../schema/template/template-config';
import { assertNever } from '../../shared/assert-never';
import type { DocumentAction } from './document-action';
import { addPage } from './operations/add-page';
import { duplicateModule } from './operations/duplicate-module';
import { insertModule } from './operations/insert-module';
import { moveModule } from './operations/move-module';
import { movePage } from './operations/move-page';
import { pasteModule } from './operations/paste-module';
import { removeModule } from './operations/remove-module';
import { removePage } from './operations/remove-page';
import { renamePage } from './operations/rename-page';
import { replaceTemplate } from './operations/replace-template';
import { setModuleAttrs } from './operations/set-module-attrs';
import { setModuleCondition } from './operations/set-module-condition';
import { setModuleDefault } from './operations/set-module-default';
import { setModuleFormKey } from './operations/set-module-form-key';
import { setModuleLabel } from './operations/set-module-label';
import { setPageCode } from './operations/set-page-code';
import { setTemplateSettings } from './operations/set-template-settings';

/**
 * Applies one action to the template. A refused or empty edit returns the same template object,
 * which history takes as "nothing to record".
 */
export function documentReducer(template: TemplateConfig, action: DocumentAction): TemplateConfig {
  switch (action.type) {
    case 'insertModule':
      return insertModule(template, action);
    case 'moveModule':
      return moveModule(template, action);
    case 'removeModule':
      return removeModule(template, action);
    case 'duplicateModule':
      return duplicateModule(template, action);
    case 'pasteModule':
      return pasteModule(template, action);
    case 'setModuleAttrs':
      return setModuleAttrs(template, action);
    case 'setModuleLabel':
      return setModuleLabel(template, action);
    case 'setModuleDefault':
      return setModuleDefault(template, action);
    case 'setModuleFormKey':
      return setModuleFormKey(template, action);
    case 'setModuleCondition':
      return setModuleCondition(template, action);
    case 'addPage':
      return addPage(template, action);
    case 'renamePage':
      return renamePage(template, action);
    case 'setPageCode':
      return setPageCode(template, action);
    case 'movePage':
      return movePage(template, action);
    case 'removePage':
      return removePage(template, action);
    case 'setTemplateSettings':
      return setTemplateSettings(template, action);
    case 'replaceTemplate':
      return replaceTemplate(template, action);
    default:
      return assertNever(action, 'document action');
  }
}
