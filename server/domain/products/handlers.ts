import type { CallHandlers } from '../../app/call-handler';

/** The products domain's calls of the contract. */
export const productsHandlers: CallHandlers = {};
