import { blockTitle } from '../../schema/catalogue/block-title';
import type { CatalogueLocale } from '../../schema/catalogue/catalogue-locale';
import { formatMessage } from '../i18n/message-catalogue';
import type { DOCUMENT_MESSAGES } from '../i18n/messages/document';
import type { DocumentRefusal } from './document-refusal';

/**
 * The refusal as a sentence for a toast, in the language of `messages` (`useMessages(DOCUMENT_MESSAGES)`),
 * naming blocks by their title in `locale`, the same language.
 */
export function describeRefusal(refusal: DocumentRefusal, messages: (typeof DOCUMENT_MESSAGES)['en-US'], locale: CatalogueLocale): string {
  const blocks = Object.entries(refusal.blocks ?? {}).map(([name, component]) => [name, blockTitle(component, locale)]);
  return formatMessage(messages[refusal.reason], { ...refusal.values, ...Object.fromEntries(blocks) });
}
