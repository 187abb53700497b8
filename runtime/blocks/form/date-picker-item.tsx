import { Form } from 'antd-mobile';
import { useMemo } from 'react';
import { todayInShanghai } from '../../../shared/dates/shanghai-today';
import { dateBounds } from '../../form/date-bounds';
import { useFormRow } from '../../form/use-form-row';
import type { BlockProps } from '../block-props';
import { DateField } from './date-field';
import { SCREEN_MESSAGES } from '../../../shared/messages/screens';

/**
 * A date row (birthday, certificate validity...): bounded by the configured dates, tomorrow or
 * yesterday, an age range and 2060-12-31; a certificate validity may be 长期 (stored 9999-12-31).
 */
export default function DatePickerItem({ module, attrs }: BlockProps<'datePickerItem'>) {
  const row = useFormRow(module, attrs, 'select');
  const bounds = useMemo(() => dateBounds(attrs, todayInShanghai()), [attrs]);
  return (
    <Form.Item {...row.itemProps} initialValue={attrs.defaultValue}>
      <DateField
        bounds={bounds}
        withTime={attrs.format === 'YYYY-MM-DD HH:mm'}
        allowLongTerm={attrs.allowLongTerm === true}
        placeholder={attrs.placeholder ?? SCREEN_MESSAGES.pickDatePlaceholder}
        title={attrs.popupTitle ?? module.label}
        disabled={row.disabled}
        label={module.label}
      />
    </Form.Item>
  );
}
