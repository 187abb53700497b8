import { BLOCK_CATALOGUE } from '../../schema/catalogue';
import type { Module } from '../../schema/template/module';
import type { ModuleRef } from './diff-entry';

/** How a diff names a module: its label, else its block's Chinese title, else its component name. */
export function moduleRef(module: Module): ModuleRef {
  // Drafts are saved even when invalid, so a version may hold a module without a usable label.
  const own = typeof module.label === 'string' ? module.label.trim() : '';
  const label = own || BLOCK_CATALOGUE.get(module.component)?.title || module.component;
  return { id: module.id, label, component: module.component };
}
