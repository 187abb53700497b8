import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { ORDER_MESSAGES } from '../../../shared/messages/order';
import { PageFrame, PageWaiting } from '../order/page-frame';

/**
 * `/devPreview`: a developer's or tester's walk through a published template without real orders. It
 * opens the insure page with the same parameters in simulate mode, where the order and the payment are
 * simulated (模拟下单成功) and nothing reaches an insurer. (The editor's live preview is `/h?mode=preview`
 * inside the editor's frame.)
 */
export default function DevPreviewRoute() {
  const { search } = useLocation();
  useEffect(() => {
    const params = new URLSearchParams(search);
    params.set('mode', 'simulate');
    // A full load: the app reads its mode once, from the address it starts with.
    window.location.replace(`/h?${params.toString()}`);
  }, [search]);
  return (
    <PageFrame title={ORDER_MESSAGES.devPreviewTitle}>
      <PageWaiting text={ORDER_MESSAGES.redirecting} />
    </PageFrame>
  );
}
