import { lazy, type LazyExoticComponent } from 'react';
import type { ComponentName } from '../../schema/catalogue';
import { BLOCK_LOADERS } from '../blocks/block-loaders';
import type { BlockComponent } from '../blocks/block-props';

const cache = new Map<string, LazyExoticComponent<BlockComponent<ComponentName>>>();

/** The lazily loaded component of a block, created once per component name; undefined if none exists. */
export function lazyBlock(component: string): LazyExoticComponent<BlockComponent<ComponentName>> | undefined {
  const cached = cache.get(component);
  if (cached) return cached;
  const loader = (BLOCK_LOADERS as Record<string, (() => Promise<{ default: BlockComponent<ComponentName> }>) | undefined>)[component];
  if (!loader) return undefined;
  const created = lazy(loader);
  cache.set(component, created);
  return created;
}
