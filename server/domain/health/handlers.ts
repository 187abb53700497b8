import type { CallHandlers } from '../../app/call-handler';

/** The health domain's calls of the contract. */
export const healthHandlers: CallHandlers = {};
