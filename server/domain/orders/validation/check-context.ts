import { todayInShanghai } from '../../../../shared/dates/shanghai-today';
import { earliestStart } from './earliest-start';
import type { OrderCheckContext, ValidationStage } from './order-problem';

/** The context of an order check at `now`: today and the earliest start (00:00 tomorrow) in China. */
export function checkContext(now: Date, stage: ValidationStage, totalPremiumFen?: number): OrderCheckContext {
  return {
    stage,
    today: todayInShanghai(now),
    earliestStart: earliestStart(now),
    ...(totalPremiumFen === undefined ? {} : { totalPremiumFen }),
  };
}
