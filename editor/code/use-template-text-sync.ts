import { useAtomValue, useSetAtom } from 'jotai';
import { useCallback, useEffect, useRef } from 'react';
import type { editor as MonacoEditor } from 'monaco-editor/esm/vs/editor/editor.api.js';
import type { TemplateConfig } from '../../schema/template/template-config';
import { dispatchDocumentAtom, templateAtom } from '../document/document-atoms';
import { codeSyntaxErrorAtom } from './code-syntax-error';
import { formatTemplateText, parseTemplateText } from './parse-template-text';

/** How long typing pauses before the text is parsed and sent to the document. */
export const PARSE_DEBOUNCE_MS = 300;

/**
 * Keeps the code view's text and the document in step. Typing is parsed once it pauses: a template
 * replaces the document (consecutive code edits are one undo step), text that does not parse stays as
 * it is and only reports its syntax error. A change from elsewhere (undo, the panels) replaces the text
 * unless the operator is typing in it.
 */
export function useTemplateTextSync(editor: MonacoEditor.IStandaloneCodeEditor | undefined): void {
  const template = useAtomValue(templateAtom);
  const dispatch = useSetAtom(dispatchDocumentAtom);
  const setSyntaxError = useSetAtom(codeSyntaxErrorAtom);
  // The template this text last produced: the document coming back with it is no outside change.
  const produced = useRef<TemplateConfig | undefined>(undefined);
  const pending = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const replacing = useRef(false);

  const commit = useCallback(() => {
    clearTimeout(pending.current);
    pending.current = undefined;
    // On unmount the editor may already have let go of its model: nothing left to send.
    const model = editor?.getModel();
    if (!model) return;
    const parsed = parseTemplateText(model.getValue());
    if (!parsed.ok) {
      setSyntaxError(parsed.error);
      return;
    }
    setSyntaxError(null);
    produced.current = parsed.template;
    dispatch({ type: 'replaceTemplate', template: parsed.template, coalesceKey: 'code' });
  }, [editor, dispatch, setSyntaxError]);

  useEffect(() => {
    if (editor === undefined) return undefined;
    const typed = editor.onDidChangeModelContent(() => {
      if (replacing.current) return;
      clearTimeout(pending.current);
      pending.current = setTimeout(commit, PARSE_DEBOUNCE_MS);
    });
    // Leaving the editor (to click a problem, a tab, undo) sends what was typed at once.
    const left = editor.onDidBlurEditorText(() => {
      if (pending.current !== undefined) commit();
    });
    return () => {
      typed.dispose();
      left.dispose();
      if (pending.current !== undefined) commit();
    };
  }, [editor, commit]);

  useEffect(() => {
    if (editor === undefined) return;
    // The document answering this text's own edit: nothing to show. Consumed once, so that undo and
    // then redo back to that very template still rewrite the text.
    if (template === produced.current) {
      produced.current = undefined;
      return;
    }
    if (editor.hasTextFocus()) return;
    const text = formatTemplateText(template);
    if (editor.getValue() === text) return;
    const view = editor.saveViewState();
    replacing.current = true;
    try {
      editor.setValue(text);
    } finally {
      replacing.current = false;
    }
    if (view) editor.restoreViewState(view);
    clearTimeout(pending.current);
    pending.current = undefined;
    setSyntaxError(null);
  }, [editor, template, setSyntaxError]);

  // The text goes with the view: its syntax error must not outlive it in the problems panel.
  useEffect(() => () => setSyntaxError(null), [setSyntaxError]);
}
