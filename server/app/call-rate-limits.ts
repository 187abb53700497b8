import type { ApiCallName } from '../../schema/api';

/**
 * Buyer calls an attacker would repeat cheaply (guessing order numbers, trying codes, filling the
 * disk), with how many one client address may make a minute. Far above what a buyer's page does: the
 * result page polls every 5 seconds, a walk uploads a handful of photos. Sending SMS codes has its own
 * caps per phone and per address (see enforceSendLimits).
 */
export const CALL_RATE_LIMITS: Partial<Record<ApiCallName, number>> = {
  queryOrderDetail: 60,
  queryOrderByOrderNoForShow: 60,
  queryInsureResult: 60,
  queryPolicyDetail: 60,
  queryPolicyResult: 60,
  queryQueryPayNextUrl: 60,
  mockPayRequest: 30,
  payConfirm: 30,
  verifyValidateCode: 30,
  uploadImage: 30,
  createBuyerLink: 30,
  resolveBuyerLink: 30,
};

/**
 * Payment notices of the insurer's cashier one address may post a minute (POST /api/cashier/notify):
 * the cashier posts from a few addresses, one notice per payment and its repeats.
 */
export const CASHIER_NOTICE_PER_MINUTE = 300;

/** The window the limits count in. */
export const CALL_RATE_WINDOW_MS = 60_000;
