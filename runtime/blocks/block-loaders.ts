import type { BlockLoaders } from './block-loader-types';
import { displayLoaders } from './display/loaders';
import { formLoaders } from './form/loaders';
import { healthLoaders } from './health/loaders';
import { moreLoaders } from './more/loaders';
import { orderLoaders } from './order/loaders';
import { productLoaders } from './product/loaders';

/**
 * The one registry of the buyer app's blocks, keyed by the catalogue's component names. Each block is
 * its own chunk, loaded when a page first uses it, so rarely used blocks cost a buyer nothing.
 */
export const BLOCK_LOADERS: BlockLoaders = { ...formLoaders, ...displayLoaders, ...productLoaders, ...orderLoaders, ...healthLoaders, ...moreLoaders };
