import { blockTitle } from '../../schema/catalogue/block-title';
import type { CatalogueLocale } from '../../schema/catalogue/catalogue-locale';
import type { Module } from '../../schema/template/module';
import type { ModuleRef } from './diff-entry';

/** A module as a diff holds it: its id, its own label (empty when it has none) and its component. */
export function moduleRef(module: Module): ModuleRef {
  // Drafts are saved even when invalid, so a version may hold a module without a usable label.
  const label = typeof module.label === 'string' ? module.label.trim() : '';
  return { id: module.id, label, component: module.component };
}

/** How a diff names a module: its label, else its block's title in `locale`, else its component name. */
export function moduleName(module: ModuleRef, locale: CatalogueLocale): string {
  return module.label || blockTitle(module.component, locale);
}
