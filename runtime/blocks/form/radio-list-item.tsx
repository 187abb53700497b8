import { Form, Radio, Space, Tag } from 'antd-mobile';
import type { CSSProperties } from 'react';
import { useFormRow } from '../../form/use-form-row';
import type { BlockProps } from '../block-props';
import { SCREEN_MESSAGES } from '../../../shared/messages/screens';

const ITEM_STYLE = { '--icon-size': '18px', '--font-size': '15px', width: '100%' } as CSSProperties;

/** A vertical list of options to choose one; additional-liability options carry the 附加 mark and a remark line. */
export default function RadioListItem({ module, attrs }: BlockProps<'radioListItem'>) {
  const row = useFormRow(module, attrs, 'select');
  const initial = attrs.defaultValue ?? attrs.dataSource.find((item) => item.isDefault)?.value;
  return (
    <Form.Item {...row.itemProps} initialValue={initial} layout="vertical">
      <Radio.Group disabled={row.disabled}>
        <Space direction="vertical" block style={{ '--gap-vertical': '12px' } as CSSProperties}>
          {attrs.dataSource.map((item) => (
            <Radio key={item.value} value={item.value} style={ITEM_STYLE}>
              <span>{item.label}</span>
              {item.addition && (
                <Tag color="primary" fill="outline" style={{ marginLeft: 6 }}>
                  {attrs.additionText ?? SCREEN_MESSAGES.additionMark}
                </Tag>
              )}
              {item.remark && <div style={{ fontSize: 12, color: 'var(--adm-color-weak)', marginTop: 2 }}>{item.remark}</div>}
            </Radio>
          ))}
        </Space>
      </Radio.Group>
    </Form.Item>
  );
}
