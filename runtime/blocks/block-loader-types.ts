import type { ComponentName } from '../../schema/catalogue';
import type { BlockComponent } from './block-props';

/** Loads one block's module, whose default export is the block's component. */
export type BlockLoader<C extends ComponentName> = () => Promise<{ default: BlockComponent<C> }>;

/** Part of the registry: loaders keyed by component name. */
export type BlockLoaders = { readonly [C in ComponentName]?: BlockLoader<C> };
