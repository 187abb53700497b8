import type { Module } from '../../schema/template/module';
import type { TemplateConfig } from '../../schema/template/template-config';
import { BLOCK_CATALOGUE } from '../../schema/catalogue';
import { acceptsChild } from '../../schema/validate/checks/allowed-children';
import { ALLOWED, refuse, type DocumentCheck } from './document-refusal';
import type { ModulePlace } from './module-place';
import { findModule } from './tree/find-module';

/**
 * Whether the place exists and its parent takes a child of `component`, by the same catalogue rule
 * the shared validator applies (so an accepted drop never produces a validation problem).
 */
export function checkContainer(template: TemplateConfig, component: Module['component'], place: ModulePlace): DocumentCheck {
  const child = BLOCK_CATALOGUE.get(component);
  if (!child) return refuse('unknownComponent', { component });
  if (!template.pageList.some((page) => page.id === place.pageId)) return refuse('pageNotFound');
  if (place.parentId === null) return ALLOWED;
  const parent = findModule(template, place.parentId);
  if (!parent || parent.pageId !== place.pageId) return refuse('parentNotFound');
  const parentBlock = BLOCK_CATALOGUE.get(parent.module.component);
  if (!parentBlock) return refuse('unknownComponent', { component: parent.module.component });
  if (parentBlock.children === 'none') return refuse('noChildren', {}, { parent: parentBlock.component });
  if (!acceptsChild(parentBlock, child)) return refuse('childRejected', {}, { parent: parentBlock.component, child: child.component });
  return ALLOWED;
}
