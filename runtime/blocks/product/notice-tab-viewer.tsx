import { Tabs } from 'antd-mobile';
import { fillNoticeParams } from '../../health/fill-notice-params';
import { usePage } from '../../template/page-context';
import { SCREEN_MESSAGES } from '../../../shared/messages/screens';
import type { BlockProps } from '../block-props';
import { toHttps } from '../../../shared/urls/https-url';
import { RichText } from '../shared/content/rich-text';
import { noticeTabs } from './notice-tabs';
import { SectionCard } from '../shared/content/section-card';
import { usePlanInsureNotices } from './use-plan-insure-notices';

/** Whether a document address points at an image, which is shown inline instead of linked. */
function isImage(url: string): boolean {
  return /\.(png|jpe?g|gif|webp|svg)(\?|#|$)/i.test(url) || url.startsWith('data:image/');
}

/**
 * Several notices (投保须知, 责任免除, ...) read one at a time under tabs; a document tab links its file.
 * The plan's insure notices from the server (`queryInsureNoticeList`) take the place of the template's
 * tab of the same title, and the others are added after the template's tabs.
 */
export default function NoticeTabViewer({ attrs }: BlockProps<'noticeTabViewer'>) {
  const { form } = usePage();
  const notices = usePlanInsureNotices();
  const tabs = noticeTabs(attrs.tabs, notices, (notice) => fillNoticeParams(notice.content ?? '', notice.paramList ?? [], form.getFieldsValue(true)));
  return (
    <SectionCard title={attrs.title}>
      <Tabs>
        {tabs.map((tab, index) => {
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
