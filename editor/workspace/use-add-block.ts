import { App } from 'antd';
import { useAtomValue, useSetAtom, useStore } from 'jotai';
import { blockTitle } from '../../schema/catalogue/block-title';
import { describeRefusal } from '../document/describe-refusal';
import { templateAtom } from '../document/document-atoms';
import { insertModuleAtom } from '../document/module-commands';
import { selectionAtom } from '../document/selection-atom';
import { findModule } from '../document/tree/find-module';
import { moduleList } from '../document/tree/module-list';
import { formatMessage } from '../i18n/message-catalogue';
import { editorLocaleAtom } from '../i18n/editor-locale';
import { DOCUMENT_MESSAGES } from '../i18n/messages/document';
import { WORKSPACE_MESSAGES } from '../i18n/messages/workspace';
import { useMessages } from '../i18n/use-messages';

/** The palette's add button: the block goes right after the selected module, or at the end of the page. */
export function useAddBlock(): (component: string) => void {
  const { message } = App.useApp();
  const messages = useMessages(WORKSPACE_MESSAGES);
  const documentMessages = useMessages(DOCUMENT_MESSAGES);
  const locale = useAtomValue(editorLocaleAtom);
  // Read when a block is added, not subscribed: the workspace that holds this hook must not render
  // again on every keystroke.
  const store = useStore();
  const insert = useSetAtom(insertModuleAtom);
  return (component) => {
    const template = store.get(templateAtom);
    const selection = store.get(selectionAtom);
    const location = selection.moduleId === null ? undefined : findModule(template, selection.moduleId);
    const page = template.pageList.find((candidate) => candidate.id === selection.pageId);
    const place = location
      ? { pageId: location.pageId, parentId: location.parentId, index: location.index + 1 }
      : { pageId: selection.pageId, parentId: null, index: moduleList(page?.moduleList).length };
    const check = insert({ component, place });
    if (check.ok) void message.success(formatMessage(messages.moduleInserted, { title: blockTitle(component, locale) }));
    else void message.warning(describeRefusal(check.refusal, documentMessages, locale));
  };
}
