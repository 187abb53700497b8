import { shanghaiDateToTimestamp } from '../../../../shared/dates/shanghai-date-to-timestamp';
import { todayInShanghai, tomorrowInShanghai } from '../../../../shared/dates/shanghai-today';
import type { OrderCheckContext, ValidationStage } from './order-problem';

/** The context of an order check at `now`: today and the earliest start (00:00 tomorrow) in China. */
export function checkContext(now: Date, stage: ValidationStage, totalPremiumFen?: number): OrderCheckContext {
  return {
    stage,
    today: todayInShanghai(now),
    earliestStart: shanghaiDateToTimestamp(tomorrowInShanghai(now)) ?? now.getTime(),
    ...(totalPremiumFen === undefined ? {} : { totalPremiumFen }),
  };
}
