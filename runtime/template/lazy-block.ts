import { lazy, type ComponentType } from 'react';
import type { ComponentName } from '../../schema/catalogue';
import { retryImport } from '../app/retry-import';
import { BLOCK_LOADERS } from '../blocks/block-loaders';
import type { BlockDataPreload, BlockPreloadContext } from '../blocks/block-data-preload';
import type { BlockComponent } from '../blocks/block-props';

type BlockModule = { default: BlockComponent<ComponentName>; preloadData?: BlockDataPreload };
type AnyBlock = ComponentType<Parameters<BlockComponent<ComponentName>>[0]>;

const lazyCache = new Map<string, AnyBlock>();
const loaded = new Map<string, AnyBlock>();
const loading = new Map<string, Promise<void>>();

function loaderOf(component: string): (() => Promise<BlockModule>) | undefined {
  const loader = (BLOCK_LOADERS as Record<string, (() => Promise<BlockModule>) | undefined>)[component];
  return loader ? retryImport(loader) : undefined;
}

const dataPreloads = new Map<string, BlockDataPreload>();

/**
 * Fetches a block's chunk ahead of rendering, so a page can ask for all its blocks at once rather than
 * level by level as nested modules render, and with `context` the data the block declares it shows
 * (`preloadData`). Never rejects: a block that fails shows its own error, data that fails is asked for
 * again by the block.
 */
export async function preloadBlock(component: string, context?: BlockPreloadContext): Promise<void> {
  await loadBlock(component);
  const preload = dataPreloads.get(component);
  if (preload && context) await preload(context).catch(() => undefined);
}

function loadBlock(component: string): Promise<void> {
  const pending = loading.get(component);
  if (pending) return pending;
  const load = loaderOf(component);
  const started = load
    ? load().then(
      (module) => {
        loaded.set(component, module.default as AnyBlock);
        if (module.preloadData) dataPreloads.set(component, module.preloadData);
      },
      () => {
        // Forget the failure: rendering asks again, and the module's error boundary reports it.
        loading.delete(component);
      },
    )
    : Promise.resolve();
  loading.set(component, started);
  return started;
}

/**
 * The component of a block: the loaded one when its chunk has arrived (no suspense, no placeholder
 * flash), else a lazy one created once per name; undefined if the registry has none. A chunk that
 * fails to arrive is asked for once more before the module shows its inline error.
 */
export function lazyBlock(component: string): AnyBlock | undefined {
  const ready = loaded.get(component);
  if (ready) return ready;
  const cached = lazyCache.get(component);
  if (cached) return cached;
  const load = loaderOf(component);
  if (!load) return undefined;
  const created = lazy(load) as unknown as AnyBlock;
  lazyCache.set(component, created);
  return created;
}
