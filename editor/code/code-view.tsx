import { applyTemplateSchema } from './monaco-setup';
import Editor from '@monaco-editor/react';
import { Spin, Typography } from 'antd';
import { useAtom, useAtomValue, useStore } from 'jotai';
import { useEffect, useState } from 'react';
import type { editor as MonacoEditor } from 'monaco-editor/esm/vs/editor/editor.api.js';
import { templateAtom } from '../document/document-atoms';
import { editorLocaleAtom } from '../i18n/editor-locale';
import { CODE_MESSAGES } from '../i18n/messages/code';
import { useMessages } from '../i18n/use-messages';
import { codeRevealAtom } from './code-reveal-atom';
import { codeSyntaxErrorAtom } from './code-syntax-error';
import { formatTemplateText } from './parse-template-text';
import { TEMPLATE_MODEL_URI } from './template-model-uri';
import { useTemplateTextSync } from './use-template-text-sync';

const EDITOR_OPTIONS: MonacoEditor.IStandaloneEditorConstructionOptions = {
  automaticLayout: true,
  minimap: { enabled: false },
  fontSize: 13,
  tabSize: 2,
  scrollBeyondLastLine: false,
  fixedOverflowWidgets: true,
};

/**
 * The code view: the whole template as JSON in monaco, checked against the template JSON Schema
 * (completion, hover, error markers). Default export, for `lazy(() => import(...))`: monaco loads only
 * when the operator opens this view.
 */
export default function CodeView() {
  const messages = useMessages(CODE_MESSAGES);
  const [editor, setEditor] = useState<MonacoEditor.IStandaloneCodeEditor | undefined>(undefined);
  // The text monaco starts from; later changes of the document reach it through the sync.
  const store = useStore();
  const [initialText] = useState(() => formatTemplateText(store.get(templateAtom)));
  const syntaxError = useAtomValue(codeSyntaxErrorAtom);
  const [reveal, setReveal] = useAtom(codeRevealAtom);
  useTemplateTextSync(editor);
  const locale = useAtomValue(editorLocaleAtom);
  // Hover and completion read the schema's titles and descriptions in the interface language.
  useEffect(() => applyTemplateSchema(locale), [locale]);

  useEffect(() => {
    if (editor === undefined || reveal === null) return;
    const position = { lineNumber: reveal.line, column: reveal.column };
    editor.setPosition(position);
    editor.revealPositionInCenter(position);
    editor.focus();
    setReveal(null);
  }, [editor, reveal, setReveal]);

  return (
    <div data-testid="code-view">
      {/* Monaco sizes itself to its box, so the box needs a definite height: the window less the toolbar and problems. */}
      <div style={{ height: 'max(420px, calc(100vh - 330px))', border: '1px solid #f0f0f0' }}>
        <Editor
          height="100%"
          language="json"
          path={TEMPLATE_MODEL_URI}
          defaultValue={initialText}
          options={{ ...EDITOR_OPTIONS, ariaLabel: messages.viewLabel }}
          loading={<Spin description={messages.loading} />}
          onMount={(mounted) => setEditor(mounted)}
        />
      </div>
      <Typography.Text type={syntaxError ? 'danger' : 'secondary'} style={{ paddingTop: 4 }}>
        {syntaxError ? messages.syntaxHint : messages.parsedHint}
      </Typography.Text>
    </div>
  );
}
