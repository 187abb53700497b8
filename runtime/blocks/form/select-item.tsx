import { Form } from 'antd-mobile';
import { useFormRow } from '../../form/use-form-row';
import { useDictionary } from '../../form/use-dictionary';
import { useServerOptions } from '../../form/use-server-options';
import { usePage } from '../../template/page-context';
import { useRowControl } from '../../form/row-control';
import type { BlockProps } from '../block-props';
import { PickerField } from '../shared/fields/picker-field';
import { FLOW_MESSAGES } from '../../../shared/messages/flow';

/**
 * A select row: options from the template's dataSource, a server dictionary, or the server's option
 * lookup by code, type and the template's holder type (optionLookup); a certificate-type
 * select inside a person module offers only the types that module allows.
 */
export default function SelectItem({ module, attrs }: BlockProps<'selectItem'>) {
  const row = useFormRow(module, attrs, 'select');
  const control = useRowControl();
  const dictionary = useDictionary(attrs.dictType);
  const { template } = usePage();
  const serverOptions = useServerOptions(attrs.dictType ? undefined : attrs.optionLookup, template);
  const source = attrs.dictType ? (dictionary ?? []) : attrs.optionLookup ? (serverOptions ?? []) : (attrs.dataSource ?? []);
  const allowed = attrs.dictType === 'certiType' ? control.allowedCertTypes : undefined;
  const options = allowed ? source.filter((item) => allowed.includes(item.value)) : source;
  const initial = attrs.defaultValue ?? options.find((item) => item.isDefault)?.value ?? (allowed ? allowed[0] : undefined);
  return (
    <Form.Item {...row.itemProps} initialValue={initial}>
      <PickerField options={options} placeholder={attrs.placeholder ?? FLOW_MESSAGES.pleaseSelect} title={attrs.popupTitle ?? module.label} disabled={row.disabled} label={module.label} />
    </Form.Item>
  );
}
