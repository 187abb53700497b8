import { useAtomValue, useSetAtom, useStore } from 'jotai';
import { useCallback, useEffect, useRef } from 'react';
import type { editor as MonacoEditor } from 'monaco-editor/esm/vs/editor/editor.api.js';
import type { TemplateConfig } from '../../schema/template/template-config';
import { dispatchDocumentAtom, templateAtom } from '../document/document-atoms';
import { codeSyntaxErrorAtom } from './code-syntax-error';
import { codeTextHoldAtom } from './code-text-hold';
import { formatTemplateText, parseTemplateText } from './parse-template-text';

/** How long typing pauses before the text is parsed and sent to the document. */
export const PARSE_DEBOUNCE_MS = 300;

/**
 * Keeps the code view's text and the document in step. Typing is parsed once it pauses: a template
 * replaces the document (consecutive code edits are one undo step), text that does not parse stays as
 * it is and only reports its syntax error. A change from elsewhere (undo, the panels) replaces the text
 * unless the operator is typing in it. While the view is open it holds its text (`codeTextHoldAtom`):
 * leaving the view sends it at once, and only an explicit discard drops text that does not parse.
 */
export function useTemplateTextSync(editor: MonacoEditor.IStandaloneCodeEditor | undefined): void {
  const template = useAtomValue(templateAtom);
  const dispatch = useSetAtom(dispatchDocumentAtom);
  const setSyntaxError = useSetAtom(codeSyntaxErrorAtom);
  const setHold = useSetAtom(codeTextHoldAtom);
  const store = useStore();
  // The template this text last produced: the document coming back with it is no outside change.
  const produced = useRef<TemplateConfig | undefined>(undefined);
  const pending = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const replacing = useRef(false);

  /** Sends the text to the document; false when it is not a template. */
  const commit = useCallback((): boolean => {
    clearTimeout(pending.current);
    pending.current = undefined;
    // On unmount the editor may already have let go of its model: nothing left to send.
    const model = editor?.getModel();
    if (!model) return true;
    const parsed = parseTemplateText(model.getValue());
    if (!parsed.ok) {
      setSyntaxError(parsed.error);
      return false;
    }
    setSyntaxError(null);
    produced.current = parsed.template;
    dispatch({ type: 'replaceTemplate', template: parsed.template, coalesceKey: 'code' });
    return true;
  }, [editor, dispatch, setSyntaxError]);

  /** Shows the document's template as the text, keeping the operator's place in it. */
  const showTemplate = useCallback(
    (template: TemplateConfig) => {
      if (editor === undefined) return;
      const text = formatTemplateText(template);
      if (editor.getValue() !== text) {
        const view = editor.saveViewState();
        replacing.current = true;
        try {
          editor.setValue(text);
        } finally {
          replacing.current = false;
        }
        if (view) editor.restoreViewState(view);
      }
      clearTimeout(pending.current);
      pending.current = undefined;
      setSyntaxError(null);
    },
    [editor, setSyntaxError],
  );

  useEffect(() => {
    if (editor === undefined) return undefined;
    setHold({ commit, discard: () => showTemplate(store.get(templateAtom)) });
    return () => setHold(null);
  }, [editor, commit, showTemplate, setHold, store]);

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
    if (editor.hasTextFocus() || editor.getValue() === formatTemplateText(template)) return;
    showTemplate(template);
  }, [editor, template, showTemplate]);

  // The text goes with the view: its syntax error must not outlive it in the problems panel.
  useEffect(() => () => setSyntaxError(null), [setSyntaxError]);
}
