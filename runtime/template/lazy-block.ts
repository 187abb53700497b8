import { lazy, type LazyExoticComponent } from 'react';
import type { ComponentName } from '../../schema/catalogue';
import { retryImport } from '../app/retry-import';
import { BLOCK_LOADERS } from '../blocks/block-loaders';
import type { BlockComponent } from '../blocks/block-props';

type BlockModule = { default: BlockComponent<ComponentName> };

const cache = new Map<string, LazyExoticComponent<BlockComponent<ComponentName>>>();

/**
 * The lazily loaded component of a block, created once per component name; undefined if none exists.
 * A chunk that fails to arrive is asked for once more before the module shows its inline error.
 */
export function lazyBlock(component: string): LazyExoticComponent<BlockComponent<ComponentName>> | undefined {
  const cached = cache.get(component);
  if (cached) return cached;
  const loader = (BLOCK_LOADERS as Record<string, (() => Promise<BlockModule>) | undefined>)[component];
  if (!loader) return undefined;
  const created = lazy(retryImport(loader));
  cache.set(component, created);
  return created;
}
