import { ColorPicker } from 'antd';
import type { ControlProps } from './control-props';

/** The template stores `#rrggbb`; an alpha channel the runtime cannot use is dropped. */
function toStoredColour(hex: string): string {
  return `#${hex.slice(0, 6)}`;
}

/**
 * A colour as `#rrggbb`. Dragging through the palette is one undo step. (antd's `disabledAlpha` would
 * warn on an unset colour, which it shows as transparent, so the alpha is dropped on the way out instead.)
 */
export function ColourControl({ control, value, id, onChange }: ControlProps<'colour'>) {
  return (
    <span id={id}>
      <ColorPicker
        value={typeof value === 'string' && value !== '' ? value : undefined}
        format="hex"
        disabledFormat
        showText
        allowClear={!control.required}
        onChange={(colour) => onChange(toStoredColour(colour.toHex()), 'typing')}
        onClear={() => onChange(undefined, 'discrete')}
      />
    </span>
  );
}
