import {
  BUBBLE_TIP_MAX_TIMES_PER_TAB,
  SUPERVISION_BOTTOM_MARGIN_PX,
  SUPERVISION_COUNTDOWN_MULTI_TAB_SECONDS,
  SUPERVISION_COUNTDOWN_SINGLE_TAB_SECONDS,
} from '../../../shared/constants';
import { VALIDATION_MESSAGES } from '../../../shared/messages/validation';

/** Seconds a tab must stay open before the buyer may go on: 5 with a single tab, 10 with several. */
export function supervisionCountdownSeconds(tabCount: number): number {
  return tabCount > 1 ? SUPERVISION_COUNTDOWN_MULTI_TAB_SECONDS : SUPERVISION_COUNTDOWN_SINGLE_TAB_SECONDS;
}

/** The scroll box's measures, as the DOM gives them. */
export interface ScrollMeasure {
  readonly scrollTop: number;
  readonly clientHeight: number;
  readonly scrollHeight: number;
}

/**
 * Whether the reading box is scrolled to within the 50 px margin of its end; content shorter than the
 * box counts as read to the end, since there is nothing left to scroll.
 */
export function isScrolledToEnd(measure: ScrollMeasure, marginPx: number = SUPERVISION_BOTTOM_MARGIN_PX): boolean {
  return measure.scrollTop + measure.clientHeight >= measure.scrollHeight - marginPx;
}

/** Where the buyer stands on the current tab. */
export interface ReadingProgress {
  readonly tabCount: number;
  /** Seconds of the countdown still to run on this tab. */
  readonly secondsLeft: number;
  readonly scrolledToEnd: boolean;
}

/**
 * Why the next / confirm button may not be used yet, as the buyer-facing message; `undefined` once the
 * countdown has run out and the text was scrolled to the end. The countdown is named first because it
 * is the condition the buyer cannot hurry.
 */
export function readingBlockReason(progress: ReadingProgress): string | undefined {
  if (progress.secondsLeft > 0) return VALIDATION_MESSAGES.supervisionReadSeconds(supervisionCountdownSeconds(progress.tabCount));
  if (!progress.scrolledToEnd) return VALIDATION_MESSAGES.supervisionScrollToEnd;
  return undefined;
}

/** Whether the bubble tip may show once more on a tab where it has shown `shownCount` times (spec section 9: twice). */
export function canShowBubble(shownCount: number): boolean {
  return shownCount < BUBBLE_TIP_MAX_TIMES_PER_TAB;
}

/** Whether the buyer may open tab `index`: tabs are read in order, so only those reached so far. */
export function canOpenTab(index: number, furthestReached: number): boolean {
  return index >= 0 && index <= furthestReached;
}

/** Whether `index` is the last tab, where the button confirms instead of moving on. */
export function isLastTab(index: number, tabCount: number): boolean {
  return index >= tabCount - 1;
}
