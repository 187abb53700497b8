import type { InsureResult } from '../../schema/entities/insure-result';

/**
 * What the result page shows: the insurer still deciding, its verdict, or, when the page names no
 * order at all (no orderNo / encryptOrderNo, none in this session), that there is nothing to ask about;
 * `unavailable` when the server refuses the order for good (404 订单不存在), so asking stops.
 */
export type InsureResultPhase = 'processing' | 'success' | 'failed' | 'noOrder' | 'unavailable';

/**
 * The phase of an insure result (spec section 2, result): absent or `processing` keeps polling; the
 * issue status decides otherwise, and an older server that only sends `resultStatus` means 1 success.
 */
export function insureResultPhase(result: InsureResult | null | undefined): InsureResultPhase {
  switch (result?.issueStatus) {
    case 'success':
      return 'success';
    case 'failed':
      return 'failed';
    case 'processing':
      return 'processing';
    case undefined:
      if (result?.resultStatus === undefined) return 'processing';
      return result.resultStatus === 1 ? 'success' : 'failed';
    default:
      return 'processing';
  }
}

/** The preview's requested status (0 success, 1 failure) as a phase. */
export function previewPhase(status: 0 | 1): InsureResultPhase {
  return status === 0 ? 'success' : 'failed';
}
