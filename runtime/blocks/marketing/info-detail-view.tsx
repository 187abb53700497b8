import { List } from 'antd-mobile';
import { useMemo } from 'react';
import { SCREEN_MESSAGES } from '../../../shared/messages/screens';
import { ErrorPage } from '../../app/error-page';
import { readInfoDetail } from './info-detail-storage';
import { RichText } from '../shared/content/rich-text';

/**
 * The body of the /infoDetails route: the item an information list kept in session storage, shown as
 * HTML content or as a list of entries; 详情数据丢失, 请重新进入页面 when it is gone.
 */
export function InfoDetailView() {
  const item = useMemo(() => readInfoDetail(window.sessionStorage), []);
  if (!item) return <ErrorPage status="empty" title={SCREEN_MESSAGES.detailDataLost} />;
  return (
    <main style={{ minHeight: '100vh', background: '#fff' }}>
      <h1 style={{ margin: 0, padding: '16px 16px 8px', fontSize: 18 }}>{item.title}</h1>
      {item.style === 'content' ? (
        <RichText html={item.content ?? ''} style={{ padding: '0 16px 24px' }} />
      ) : (
        <List>
          {(item.entries ?? []).map((entry, index) => (
            <List.Item key={`${index}-${entry.title}`} description={entry.text}>
              {entry.title}
            </List.Item>
          ))}
        </List>
      )}
    </main>
  );
}
