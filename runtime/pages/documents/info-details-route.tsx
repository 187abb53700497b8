import { useEffect } from 'react';
import { ORDER_MESSAGES } from '../../../shared/messages/order';
import { InfoDetailView } from '../../blocks/marketing/info-detail-view';

/**
 * `/infoDetails`: the information item the info list kept in session storage, as content or as a
 * list; 详情数据丢失, 请重新进入页面 when the storage no longer has it.
 */
export default function InfoDetailsRoute() {
  useEffect(() => {
    document.title = ORDER_MESSAGES.infoDetailTitle;
  }, []);
  return <InfoDetailView />;
}
