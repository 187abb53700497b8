import type { AttrsOf } from '../../../schema/catalogue';
import { SCREEN_MESSAGES } from '../../../shared/messages/screens';
import { toHttps } from '../../../shared/urls/https-url';
import { RichText } from '../shared/content/rich-text';

/** One reading tab of the supervision popup. */
export type SupervisionTab = AttrsOf<'supervisionPopup'>['tabs'][number];

/** Whether a document address points at an image, which is shown inline instead of linked. */
function isImage(url: string): boolean {
  return /\.(png|jpe?g|gif|webp|svg)(\?|#|$)/i.test(url) || url.startsWith('data:image/');
}

/** A tab's text: inline HTML, an image shown whole, or a link to its document. */
export function SupervisionTabContent({ tab }: { tab: SupervisionTab }) {
  if (!tab.documentUrl) return <RichText html={tab.content ?? ''} />;
  const url = toHttps(tab.documentUrl);
  if (isImage(url)) return <img src={url} alt={tab.title} style={{ width: '100%', display: 'block' }} />;
  return (
    <a href={url} target="_blank" rel="noreferrer" style={{ color: 'var(--adm-color-primary)', fontSize: 14 }}>
      {SCREEN_MESSAGES.openDocument}
    </a>
  );
}
