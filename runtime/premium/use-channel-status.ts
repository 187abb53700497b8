import { useEffect, useState } from 'react';
import { useRuntime } from '../app/runtime-context';

/** The channel status that suspends insuring (spec section 2, toolbar). */
const OFF_SALE = 'offSale';

/**
 * True when the channel from the address is off sale. Asks `queryAttrs` (cached in memory by the
 * client, so every toolbar of the flow shares one call) when the address names a channel or a
 * promotion; without either there is no channel to suspend. A failed query leaves the button usable:
 * the server refuses an off-sale order anyway.
 */
export function useChannelOffSale(): boolean {
  const { api, query } = useRuntime();
  const { channelCode, promotionId } = query.params;
  const [offSale, setOffSale] = useState(false);
  useEffect(() => {
    if (!channelCode && !promotionId) return undefined;
    let live = true;
    const body = channelCode ? { channelCode } : { promotionId: promotionId as string };
    api.call('queryAttrs', body).then(
      (response) => {
        if (live) setOffSale(response.result?.channelCodeStatus === OFF_SALE);
      },
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [api, channelCode, promotionId]);
  return offSale;
}
