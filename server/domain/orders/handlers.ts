import type { CallHandlers } from '../../app/call-handler';

/** The orders domain's calls of the contract. */
export const ordersHandlers: CallHandlers = {};
