import { theme } from 'antd';

const DOTS = [0, 1, 2].flatMap((row) => [0, 1].map((column) => ({ key: `${row}-${column}`, cx: 2 + column * 4, cy: 3 + row * 4 })));

/**
 * The six dots that mark a drag handle, drawn rather than typed (the braille "⠿" they replace counts
 * as text), so a handle's visible text is its name's alone (WCAG 2.5.3, label in name). Hidden from
 * assistive technology, in the secondary text colour: over 3:1, as a meaningful graphic needs.
 */
export function DragGrip() {
  const { token } = theme.useToken();
  return (
    <svg aria-hidden="true" focusable="false" width={8} height={14} viewBox="0 0 8 14" fill={token.colorTextTertiary} style={{ flex: 'none', alignSelf: 'center' }}>
      {DOTS.map((dot) => (
        <circle key={dot.key} cx={dot.cx} cy={dot.cy} r={1.2} />
      ))}
    </svg>
  );
}
