import { Tabs } from 'antd-mobile';
import { SCREEN_MESSAGES } from '../../../shared/messages/screens';
import type { BlockProps } from '../block-props';
import { toHttps } from '../../../shared/urls/https-url';
import { RichText } from './rich-text';
import { SectionCard } from './section-card';

/** Whether a document address points at an image, which is shown inline instead of linked. */
function isImage(url: string): boolean {
  return /\.(png|jpe?g|gif|webp|svg)(\?|#|$)/i.test(url) || url.startsWith('data:image/');
}

/** Several notices (投保须知, 责任免除, ...) read one at a time under tabs; a document tab links its file. */
export default function NoticeTabViewer({ attrs }: BlockProps<'noticeTabViewer'>) {
  return (
    <SectionCard title={attrs.title}>
      <Tabs>
        {attrs.tabs.map((tab, index) => {
          const url = tab.documentUrl ? toHttps(tab.documentUrl) : undefined;
          return (
            <Tabs.Tab key={String(index)} title={tab.title}>
              <div style={{ maxHeight: '60vh', overflowY: 'auto' }}>
                {url === undefined ? (
                  <RichText html={tab.content ?? ''} />
                ) : isImage(url) ? (
                  <img src={url} alt={tab.title} style={{ width: '100%', display: 'block' }} />
                ) : (
                  <a href={url} style={{ color: 'var(--adm-color-primary)', fontSize: 14 }}>
                    {SCREEN_MESSAGES.openDocument}
                  </a>
                )}
              </div>
            </Tabs.Tab>
          );
        })}
      </Tabs>
    </SectionCard>
  );
}
