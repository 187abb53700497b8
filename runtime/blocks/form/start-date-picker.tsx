import { Form } from 'antd-mobile';
import { useEffect, useMemo } from 'react';
import { LIFELONG_END_DATE, insuranceEndDate } from '../../../shared/dates/insurance-end-date';
import { todayInShanghai } from '../../../shared/dates/shanghai-today';
import { PREMIUM_MESSAGES } from '../../../shared/messages/premium';
import { SCREEN_MESSAGES } from '../../../shared/messages/screens';
import { keptStartDate, startDateRange } from '../../form/start-date-range';
import { useFormRow } from '../../form/use-form-row';
import { useSetFields } from '../../form/use-set-fields';
import { useWatchField } from '../../form/use-watch-field';
import type { BlockProps } from '../block-props';
import { DateField } from './date-field';

/**
 * The insurance start date: default and range by the start-date option (earliest tomorrow unless
 * backdated), a kept date moved on once it is no longer choosable, and the end of cover shown below.
 */
export default function StartDatePicker({ module, attrs }: BlockProps<'startDatePicker'>) {
  const row = useFormRow(module, attrs, 'select');
  const range = useMemo(() => startDateRange(attrs, todayInShanghai()), [attrs]);
  const value = useWatchField(row.name);
  const period = useWatchField([...row.scope, 'insurancePeriod']);
  const setFields = useSetFields();
  const kept = keptStartDate(value, range);
  const nameKey = row.name.join('.');
  useEffect(() => {
    if (value === undefined || value === kept) return;
    const path = nameKey.split('.').map((part) => (/^\d+$/.test(part) ? Number(part) : part));
    setFields([[path, kept]]);
  }, [value, kept, nameKey, setFields]);
  const end = typeof value === 'string' && typeof period === 'string' ? insuranceEndDate(value, period) : undefined;
  return (
    <>
      <Form.Item {...row.itemProps} initialValue={range.defaultDate}>
        <DateField
          bounds={{ min: range.minDate, max: range.maxDate }}
          withTime={false}
          allowLongTerm={false}
          placeholder={attrs.placeholder ?? SCREEN_MESSAGES.pickStartDatePlaceholder}
          title={module.label}
          disabled={row.disabled}
          label={module.label}
        />
      </Form.Item>
      {attrs.showEndDate !== false && end && (
        <div style={{ padding: '0 16px 10px', fontSize: 12, color: 'var(--adm-color-weak)', textAlign: 'right' }}>
          {SCREEN_MESSAGES.insuranceEndDateLabel}
          {end === LIFELONG_END_DATE ? PREMIUM_MESSAGES.lifelong : end}
        </div>
      )}
    </>
  );
}
