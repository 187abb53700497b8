import type { CallHandlers } from '../../app/call-handler';

/** The reference domain's calls of the contract. */
export const referenceHandlers: CallHandlers = {};
