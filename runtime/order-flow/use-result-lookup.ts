import { useParams, useSearchParams } from 'react-router-dom';
import { currentParam, useOrderLookup } from './use-order-lookup';

/**
 * The order the result is asked for: named by the current address (the payment's return link carries
 * `encryptOrderNo`), else by an older link's path token (`/result/:t`, the route's own, so the result
 * block inside it reads the same order), else this session's order; with the third-party order when given.
 */
export function useResultLookup(): { orderNo?: string; encryptOrderNo?: string; thirdOrderNo?: string; thirdOrderNoType?: string } | undefined {
  const tokenFromPath = useParams().t;
  const [search] = useSearchParams();
  const fromAddress = useOrderLookup();
  const named = currentParam(search, 'orderNo') ?? currentParam(search, 'encryptOrderNo');
  const body = !named && tokenFromPath ? { encryptOrderNo: tokenFromPath } : fromAddress;
  if (!body) return undefined;
  const thirdOrderNo = currentParam(search, 'thirdOrderNo');
  const thirdOrderNoType = currentParam(search, 'thirdOrderNoType');
  return { ...body, ...(thirdOrderNo ? { thirdOrderNo } : {}), ...(thirdOrderNoType ? { thirdOrderNoType } : {}) };
}
