import type { OrderDetail } from '../../schema/entities/order-detail';
import { maskName } from '../../shared/masking/mask-name';
import { orderDetailFacts } from './order-detail-facts';
import type { OrderFacts } from './order-summary-rows';
import { useOrderDetail } from './use-order-detail';
import { useOrderFacts } from './use-order-facts';

/** The facts with every person's name masked as the server masks it (周**), so no screen shows one in full. */
function withMaskedNames(facts: OrderFacts): OrderFacts {
  return {
    ...facts,
    holderName: facts.holderName === undefined ? undefined : maskName(facts.holderName),
    insuredNames: facts.insuredNames?.map(maskName),
  };
}

/** What a result page's 订单信息 shows of a stored order: its own facts, names masked, the template's goods name where it names none. */
export function resultOrderFacts(detail: OrderDetail, goodsName: string | undefined): OrderFacts {
  const facts = orderDetailFacts(detail);
  return withMaskedNames({ ...facts, goodsName: facts.goodsName ?? goodsName });
}

/**
 * The 订单信息 of a result page. For an order the page names, the stored order as the server shows it
 * (queryOrderByOrderNoForShow): its own premium (a simulated order's 100 yuan a liability, not the
 * trial this tab last ran) and the names masked as in the policies above; until it arrives, only its
 * number. Without an order (the editor's preview) the flow's facts stand in. Names are masked either way.
 */
export function useResultOrderFacts(lookup: { orderNo?: string; encryptOrderNo?: string } | undefined, goodsName: string | undefined): OrderFacts {
  const flow = useOrderFacts(goodsName);
  const named = lookup ? { ...(lookup.orderNo ? { orderNo: lookup.orderNo } : {}), ...(lookup.encryptOrderNo ? { encryptOrderNo: lookup.encryptOrderNo } : {}) } : undefined;
  const stored = useOrderDetail(named);
  if (!named) return withMaskedNames(flow);
  if (stored.status !== 'ready') return { orderNo: named.orderNo, goodsName };
  return resultOrderFacts(stored.detail, goodsName);
}
