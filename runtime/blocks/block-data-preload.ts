import type { ApiClient } from '../api/api-client';

/** What a block may fetch before the page's first paint. */
export interface BlockPreloadContext {
  readonly api: ApiClient;
  /** The goods of the page: the address's, else the template's. */
  readonly goodsId: string | undefined;
}

/**
 * Optional export of a block module beside its component: the data it shows, asked for while the page
 * is still loading, so the block paints with it instead of growing when it arrives (a layout shift the
 * buyer sees as the page jumping). The block reads it back through the client's memory cache.
 */
export type BlockDataPreload = (context: BlockPreloadContext) => Promise<unknown>;
