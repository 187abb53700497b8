import type { BlockLoaders } from './block-loader-types';
import { benefitLoaders } from './benefit/loaders';
import { confirmLoaders } from './confirm/loaders';
import { formLoaders } from './form/loaders';
import { healthLoaders } from './health/loaders';
import { layoutLoaders } from './layout/loaders';
import { marketingLoaders } from './marketing/loaders';
import { moduleLoaders } from './module/loaders';
import { paymentLoaders } from './payment/loaders';
import { premiumLoaders } from './premium/loaders';
import { productLoaders } from './product/loaders';
import { resultLoaders } from './result/loaders';
import { verifyLoaders } from './verify/loaders';

/**
 * The one registry of the buyer app's blocks, keyed by the catalogue's component names and combined
 * from one part per catalogue category (`runtime/blocks/<category>/loaders.ts`). Each block is its own
 * chunk, loaded when a page first uses it, so rarely used blocks cost a buyer nothing.
 */
export const BLOCK_LOADERS: BlockLoaders = {
  ...moduleLoaders,
  ...formLoaders,
  ...layoutLoaders,
  ...productLoaders,
  ...premiumLoaders,
  ...healthLoaders,
  ...verifyLoaders,
  ...confirmLoaders,
  ...paymentLoaders,
  ...resultLoaders,
  ...benefitLoaders,
  ...marketingLoaders,
};
