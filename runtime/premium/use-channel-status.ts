import { useApiQuery } from '../api/api-queries';
import { useRuntime } from '../app/runtime-context';

/** The channel status that suspends insuring (spec section 2, toolbar). */
const OFF_SALE = 'offSale';

/**
 * True when the channel from the address is off sale. Asks `queryAttrs` (kept for the visit by the
 * query layer, so every toolbar of the flow shares one call) when the address names a channel or a
 * promotion; without either there is no channel to suspend. A failed query leaves the button usable:
 * the server refuses an off-sale order anyway.
 */
export function useChannelOffSale(): boolean {
  const { query } = useRuntime();
  const { channelCode, promotionId } = query.params;
  const body = channelCode ? { channelCode } : { promotionId: promotionId ?? '' };
  const attrs = useApiQuery('queryAttrs', body, undefined, { enabled: Boolean(channelCode || promotionId) });
  return attrs.data?.result?.channelCodeStatus === OFF_SALE;
}
