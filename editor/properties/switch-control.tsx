import { Switch } from 'antd';
import type { ControlProps } from './control-props';

/** A flag. Each toggle is its own undo step. */
export function SwitchControl({ control, value, id, onChange }: ControlProps<'switch'>) {
  const checked = typeof value === 'boolean' ? value : control.defaultValue === true;
  return <Switch id={id} checked={checked} onChange={(next) => onChange(next, 'discrete')} />;
}
