import type { ComponentType, LazyExoticComponent } from 'react';

/** One route of the buyer app: its path pattern and its lazily loaded page. */
export interface RouteEntry {
  readonly path: string;
  readonly page: LazyExoticComponent<ComponentType>;
}
