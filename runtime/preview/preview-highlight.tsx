/**
 * Outlines the hovered and the selected module, drawn by the runtime itself inside the frame: the one
 * the editor names (an outline row under the operator's mouse) and, by the pointer inside the frame,
 * the innermost module under it.
 */
export function PreviewHighlight({ selected, hovered }: { selected: string | null; hovered: string | null }) {
  const rule = (id: string | null, style: string) => (id ? `[data-module-id="${CSS.escape(id)}"] { ${style} }` : '');
  // The pointer's outline never covers the selection's.
  const notSelected = selected ? `:not([data-module-id="${CSS.escape(selected)}"])` : '';
  return (
    <style>
      {`[data-module-id] { cursor: pointer; }
[data-module-id]:hover:not(:has([data-module-id]:hover))${notSelected} { outline: 1px dashed #1677ff; outline-offset: -1px; }
${rule(hovered, 'outline: 1px dashed #1677ff; outline-offset: -1px;')}
${rule(selected, 'outline: 2px solid #1677ff; outline-offset: -2px;')}`}
    </style>
  );
}
