/** Outlines the hovered and the selected module, drawn by the runtime itself inside the frame. */
export function PreviewHighlight({ selected, hovered }: { selected: string | null; hovered: string | null }) {
  const rule = (id: string | null, style: string) => (id ? `[data-module-id="${CSS.escape(id)}"] { ${style} }` : '');
  return (
    <style>
      {`[data-module-id] { cursor: pointer; }
${rule(hovered, 'outline: 1px dashed #1677ff; outline-offset: -1px;')}
${rule(selected, 'outline: 2px solid #1677ff; outline-offset: -2px;')}`}
    </style>
  );
}
