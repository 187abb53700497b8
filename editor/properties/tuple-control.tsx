import { AttrField } from './attr-field';
import type { ControlProps } from './control-props';

/** A fixed-length list such as a `[min, max]` pair: one control per position. */
export function TupleControl({ control, value, path }: ControlProps<'tuple'>) {
  const items: readonly unknown[] = Array.isArray(value) ? value : [];
  return control.items.map((item, index) => (
    <AttrField key={index} control={item} value={items[index]} path={[...path, index]} />
  ));
}
