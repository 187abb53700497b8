import { useAtomValue } from 'jotai';
import { useSearchParams } from 'react-router-dom';
import { flowStateAtom } from '../state/flow-atoms';
import { orderLookupBody } from './order-lookup-body';

/** A parameter of the current address, trimmed; undefined when absent or blank. */
export function currentParam(search: URLSearchParams, name: string): string | undefined {
  const value = search.get(name)?.trim();
  return value ? value : undefined;
}

/**
 * The order a page is about: named by the current address (read at each navigation, since the links
 * of the payment flow carry the order), else this session's order.
 */
export function useOrderLookup(): { orderNo?: string; encryptOrderNo?: string } | undefined {
  const [search] = useSearchParams();
  const flow = useAtomValue(flowStateAtom);
  return orderLookupBody({ orderNo: currentParam(search, 'orderNo'), encryptOrderNo: currentParam(search, 'encryptOrderNo') }, flow);
}
