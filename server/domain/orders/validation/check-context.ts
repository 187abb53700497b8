import { todayInShanghai } from '../../../../shared/dates/shanghai-today';
import { shanghaiDateToTimestamp } from '../../../../shared/dates/shanghai-date-to-timestamp';
import { DATE_PICKER_MAX } from '../../../../schema/entities/limits';
import { earliestStart } from './earliest-start';

/** 00:00 of the last day the start-date picker offers, in China: no policy starts later. */
const LATEST_START = shanghaiDateToTimestamp(DATE_PICKER_MAX) ?? Number.MAX_SAFE_INTEGER;
import type { OrderCheckContext, ValidationStage } from './order-problem';

/** The context of an order check at `now`: today, the earliest start (00:00 tomorrow) and the latest, in China. */
export function checkContext(now: Date, stage: ValidationStage, totalPremiumFen?: number): OrderCheckContext {
  return {
    stage,
    today: todayInShanghai(now),
    earliestStart: earliestStart(now),
    latestStart: LATEST_START,
    ...(totalPremiumFen === undefined ? {} : { totalPremiumFen }),
  };
}
