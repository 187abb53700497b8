import { Checkbox, Form } from 'antd-mobile';
import type { CSSProperties, ReactNode } from 'react';
import type { RuleSpec } from '../../../schema/template/rule-spec';
import { useFormRow } from '../../form/use-form-row';
import { splitByLinks } from '../../form/split-by-links';
import type { BlockProps } from '../block-props';

/**
 * A box to tick (confirm receipt of the contract); with mustTrue the page cannot go on unticked.
 * Links in the text open in place without ticking the box.
 */
export default function CheckboxItem({ module, attrs }: BlockProps<'checkboxItem'>) {
  const mustTrue: RuleSpec[] = attrs.mustTrue ? [{ rule: 'mustTrue', ...(attrs.mustTrueMessage ? { message: attrs.mustTrueMessage } : {}) }] : [];
  const row = useFormRow(module, { ...attrs, rules: [...mustTrue, ...(attrs.rules ?? [])] }, 'select');
  const parts: ReactNode[] = splitByLinks(attrs.text, attrs.links ?? []).map((part, index) =>
    part.url ? (
      <a key={index} href={part.url} onClick={(event) => event.stopPropagation()} style={{ color: 'var(--adm-color-primary)' }}>
        {part.text}
      </a>
    ) : (
      <span key={index}>{part.text}</span>
    ),
  );
  return (
    <Form.Item {...row.itemProps} label={undefined} valuePropName="checked" initialValue={attrs.defaultChecked ?? false}>
      <Checkbox disabled={row.disabled} style={{ '--icon-size': '18px', '--font-size': '13px', '--gap': '6px' } as CSSProperties}>
        <span style={{ color: '#666', lineHeight: 1.5 }}>{parts}</span>
      </Checkbox>
    </Form.Item>
  );
}
