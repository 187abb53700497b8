import { Form } from 'antd-mobile';
import { useFormRow } from '../../form/use-form-row';
import type { BlockProps } from '../block-props';
import { ChipSelect } from './chip-select';

/** The insurance or payment period as chips (1年, 20年, 终身...); a change re-runs the premium trial. */
export default function PeriodRadioGroup({ module, attrs }: BlockProps<'periodRadioGroup'>) {
  const row = useFormRow(module, attrs, 'select');
  const initial = attrs.defaultValue ?? attrs.options.find((option) => option.isDefault)?.value ?? attrs.options[0]?.value;
  return (
    <Form.Item {...row.itemProps} initialValue={initial} layout="vertical">
      <ChipSelect options={attrs.options} disabled={row.disabled} />
    </Form.Item>
  );
}
