import { Form, Radio, Space } from 'antd-mobile';
import type { CSSProperties } from 'react';
import { useFormRow } from '../../form/use-form-row';
import type { BlockProps } from '../block-props';

/** Options laid out in the row (gender, social security); the default option starts chosen. */
export default function RadioSelectItem({ module, attrs }: BlockProps<'radioSelectItem'>) {
  const row = useFormRow(module, attrs, 'select');
  const initial = attrs.defaultValue ?? attrs.dataSource.find((item) => item.isDefault)?.value;
  return (
    <Form.Item {...row.itemProps} initialValue={initial}>
      <Radio.Group disabled={row.disabled}>
        <Space direction={attrs.direction === 'vertical' ? 'vertical' : 'horizontal'} wrap style={{ '--gap-horizontal': '20px' } as CSSProperties}>
          {attrs.dataSource.map((item) => (
            <Radio key={item.value} value={item.value} style={{ '--icon-size': '18px', '--font-size': '15px' } as CSSProperties}>
              {item.label}
            </Radio>
          ))}
        </Space>
      </Radio.Group>
    </Form.Item>
  );
}
