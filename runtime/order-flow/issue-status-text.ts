import type { InsureResult } from '../../schema/entities/insure-result';
import { assertNever } from '../../shared/assert-never';
import { ORDER_MESSAGES } from '../../shared/messages/order';
import { insureResultPhase } from './insure-result-phase';

/**
 * The order detail's 承保状态 from `queryPolicyResult`: accepted, refused with the insurer's reason,
 * or still deciding; an order not yet paid has no status, and the server's words say so.
 */
export function issueStatusText(result: InsureResult): string {
  if (result.issueStatus === undefined && result.resultStatus === undefined && result.message) return result.message;
  const phase = insureResultPhase(result);
  switch (phase) {
    case 'success':
      return ORDER_MESSAGES.issueSuccess;
    case 'failed':
      return result.message ? `${ORDER_MESSAGES.issueFailed}：${result.message}` : ORDER_MESSAGES.issueFailed;
    case 'processing':
    case 'noOrder':
    case 'unavailable':
      return ORDER_MESSAGES.issueProcessing;
    default:
      return assertNever(phase);
  }
}
