import { Form } from 'antd-mobile';
import { useAtomValue } from 'jotai';
import { offeredOptions } from '../../premium/linked-factors';
import { linkedFactorValuesAtom } from '../../premium/use-factor-linkage';
import { useFormRow } from '../../form/use-form-row';
import type { BlockProps } from '../block-props';
import { ChipSelect } from '../shared/fields/chip-select';

/**
 * The insurance or payment period as chips (1年, 20年, 终身...); a change re-runs the premium trial.
 * Where the product links this period to another factor, only the choices the linkage offers show.
 */
export default function PeriodRadioGroup({ module, attrs }: BlockProps<'periodRadioGroup'>) {
  const row = useFormRow(module, attrs, 'select');
  const offered = useAtomValue(linkedFactorValuesAtom)[module.formKey ?? ''];
  const options = offeredOptions(attrs.options, offered);
  const initial = attrs.defaultValue ?? attrs.options.find((option) => option.isDefault)?.value ?? attrs.options[0]?.value;
  return (
    <Form.Item {...row.itemProps} initialValue={initial} layout="vertical">
      <ChipSelect options={options} disabled={row.disabled} />
    </Form.Item>
  );
}
