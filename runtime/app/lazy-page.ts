import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { retryImport } from './retry-import';

/** A route's page, loaded when first shown; a chunk lost to a weak network is asked for once more. */
export function lazyPage(load: () => Promise<{ default: ComponentType }>): LazyExoticComponent<ComponentType> {
  return lazy(retryImport(load));
}
