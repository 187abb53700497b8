import { insureResult } from './insure-result';
import { orderInfo } from './order-info';

/** Result and order blocks, in palette order. */
export const resultBlocks = [insureResult, orderInfo] as const;
