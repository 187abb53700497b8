import { DatePicker } from 'antd';
import dayjs from 'dayjs';
import { PROPERTIES_MESSAGES } from '../i18n/messages/properties';
import { useMessages } from '../i18n/use-messages';
import type { ControlProps } from './control-props';

/** Dates are stored as the runtime reads them: `YYYY-MM-DD`. */
const DATE_FORMAT = 'YYYY-MM-DD';

/** A calendar date picked from a calendar rather than typed. */
export function DateControl({ value, id, invalid, onChange }: ControlProps<'date'>) {
  const messages = useMessages(PROPERTIES_MESSAGES);
  const parsed = typeof value === 'string' ? dayjs(value, DATE_FORMAT, true) : undefined;
  return (
    <DatePicker
      id={id}
      style={{ width: '100%' }}
      format={DATE_FORMAT}
      value={parsed?.isValid() === true ? parsed : null}
      status={invalid ? 'error' : undefined}
      placeholder={messages.datePlaceholder}
      onChange={(date) => onChange(date === null ? undefined : date.format(DATE_FORMAT), 'discrete')}
    />
  );
}
