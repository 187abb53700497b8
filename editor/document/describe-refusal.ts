import { formatMessage } from '../i18n/message-catalogue';
import type { DOCUMENT_MESSAGES } from '../i18n/messages/document';
import type { DocumentRefusal } from './document-refusal';

/** The refusal as a sentence for a toast, in the language of `messages` (`useMessages(DOCUMENT_MESSAGES)`). */
export function describeRefusal(refusal: DocumentRefusal, messages: (typeof DOCUMENT_MESSAGES)['en-US']): string {
  return formatMessage(messages[refusal.reason], refusal.values);
}
