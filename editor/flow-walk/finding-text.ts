import type { WalkFinding } from '../../shared/flow-walk/walk-finding';
import type { EditorLocale } from '../i18n/message-catalogue';
import { formatMessage } from '../i18n/message-catalogue';
import type { FLOW_WALK_MESSAGES } from '../i18n/messages/flow-walk';

type Messages = (typeof FLOW_WALK_MESSAGES)['en-US'];

/** How a row's label runs into its message: 姓名：请输入姓名 / Name: ... */
const LABEL_SEPARATOR: Readonly<Record<EditorLocale, string>> = { 'zh-CN': '：', 'en-US': ': ' };

/** A finding as the operator reads it, in the interface language (texts the buyer app gave stay as the buyer saw them). */
export function findingText(finding: WalkFinding, messages: Messages, locale: EditorLocale): string {
  const { text } = finding;
  if (text.key === 'checkRefused') {
    const label = text.params.label.trim();
    return formatMessage(messages.checkRefused, { label: label === '' ? '' : `${label}${LABEL_SEPARATOR[locale]}`, message: text.params.message });
  }
  return formatMessage(messages[text.key], text.params);
}
