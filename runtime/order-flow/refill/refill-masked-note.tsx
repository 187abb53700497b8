import { NoticeBar } from 'antd-mobile';
import { useAtom } from 'jotai';
import { ORDER_MESSAGES } from '../../../shared/messages/order';
import { refillMaskedFieldsAtom } from './order-load-atoms';

const LABELS: Readonly<Record<string, string>> = ORDER_MESSAGES.fieldLabels;

/**
 * Above a page refilled from a loaded order: names the fields left empty because the reply hid them
 * (证件号码, 手机号码, 出生日期, ...), so the buyer knows to give them again. Closing it dismisses it.
 */
export function RefillMaskedNote() {
  const [fields, setFields] = useAtom(refillMaskedFieldsAtom);
  if (fields.length === 0) return null;
  const labels = [...new Set(fields.map((field) => LABELS[field] ?? ORDER_MESSAGES.refillMaskedFallback))];
  return (
    <div role="note">
      <NoticeBar color="alert" wrap closeable onClose={() => setFields([])} content={ORDER_MESSAGES.refillMaskedNote(labels.join('、'))} />
    </div>
  );
}
