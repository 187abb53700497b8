import type { ComponentName } from '../../schema/catalogue';
import type { BlockComponent } from './block-props';

type Loader<C extends ComponentName> = () => Promise<{ default: BlockComponent<C> }>;

/**
 * The one registry of the buyer app's blocks, keyed by the catalogue's component names. Each block is
 * its own chunk, loaded when a page first uses it, so rarely used blocks cost a buyer nothing.
 */
export const BLOCK_LOADERS: { readonly [C in ComponentName]?: Loader<C> } = {};
