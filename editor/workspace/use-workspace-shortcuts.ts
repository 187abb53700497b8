import { App } from 'antd';
import { useAtomValue, useSetAtom } from 'jotai';
import { useEffect, useRef } from 'react';
import { copySelectedModuleAtom, pasteModuleAtom } from '../document/clipboard-commands';
import { describeRefusal } from '../document/describe-refusal';
import type { DocumentCheck } from '../document/document-refusal';
import { redoAtom, undoAtom } from '../document/history-commands';
import { duplicateSelectedModuleAtom, moveSelectedModuleAtom, removeSelectedModuleAtom } from '../document/module-commands';
import { editorLocaleAtom } from '../i18n/editor-locale';
import { DOCUMENT_MESSAGES } from '../i18n/messages/document';
import { useMessages } from '../i18n/use-messages';
import { shortcutCommand, type ShortcutCommand } from './shortcut-command';

/** Typing in a field (or the code editor) keeps its own keys: Backspace deletes text, Ctrl+Z undoes typing. */
function isTyping(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable) return true;
  // A dialog or a confirmation owns its keys too.
  return target.closest('input, textarea, select, [role="combobox"], [role="textbox"], [role="dialog"], .monaco-editor') !== null;
}

/** Copy only copies a module when no text is selected, so copying text from the page still works. */
function hasTextSelection(): boolean {
  const selection = window.getSelection();
  return selection !== null && !selection.isCollapsed && selection.toString() !== '';
}

/**
 * The workspace's keyboard shortcuts (see `shortcutCommand`), on the whole window while `enabled`
 * (the design view), except while typing in a field or inside a dialog.
 */
export function useWorkspaceShortcuts(enabled: boolean): void {
  const { message } = App.useApp();
  const documentMessages = useMessages(DOCUMENT_MESSAGES);
  const locale = useAtomValue(editorLocaleAtom);
  const undo = useSetAtom(undoAtom);
  const redo = useSetAtom(redoAtom);
  const copy = useSetAtom(copySelectedModuleAtom);
  const paste = useSetAtom(pasteModuleAtom);
  const duplicate = useSetAtom(duplicateSelectedModuleAtom);
  const remove = useSetAtom(removeSelectedModuleAtom);
  const move = useSetAtom(moveSelectedModuleAtom);
  const report = (check: DocumentCheck) => {
    if (!check.ok) void message.warning(describeRefusal(check.refusal, documentMessages, locale));
  };
  const commands: Record<ShortcutCommand, () => void> = {
    undo,
    redo,
    copy,
    paste: () => report(paste()),
    duplicate: () => report(duplicate()),
    delete: remove,
    moveUp: () => move('up'),
    moveDown: () => move('down'),
  };
  const latest = useRef(commands);
  latest.current = commands;

  useEffect(() => {
    if (!enabled) return undefined;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.isComposing || isTyping(event.target)) return;
      const command = shortcutCommand(event);
      if (!command || (command === 'copy' && hasTextSelection())) return;
      event.preventDefault();
      latest.current[command]();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [enabled]);
}
