import { Image, List } from 'antd-mobile';
import type { BlockProps } from '../block-props';
import { toHttps } from '../../../shared/urls/https-url';
import { saveInfoDetail, type InfoItem } from './info-detail-storage';

/** Opens /infoDetails by a full page load (the spec's way), the item waiting in session storage. */
function openDetail(item: InfoItem) {
  saveInfoDetail(window.sessionStorage, item);
  window.location.assign(`/infoDetails${window.location.search}`);
}

/** Information articles; tapping one opens its detail page, shown as content or as a list. */
export default function InfoList({ attrs }: BlockProps<'infoList'>) {
  return (
    <List header={attrs.title} style={{ margin: '12px 12px 0', borderRadius: 8, overflow: 'hidden' }}>
      {attrs.items.map((item, index) => (
        <List.Item
          key={`${index}-${item.title}`}
          onClick={() => openDetail(item)}
          description={item.summary}
          prefix={item.cover ? <Image src={toHttps(item.cover)} width={64} height={48} fit="cover" style={{ borderRadius: 4 }} /> : undefined}
        >
          {item.title}
        </List.Item>
      ))}
    </List>
  );
}
