import type { CallHandlers } from '../../app/call-handler';

/** The templates domain's calls of the contract. */
export const templatesHandlers: CallHandlers = {};
