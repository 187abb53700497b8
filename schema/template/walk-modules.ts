import type { Module } from './module';
import type { TemplateConfig } from './template-config';

/** A module found by `walkModules`, with where it stands. */
export interface ModuleVisit {
  readonly module: Module;
  /** JSON Pointer of the module inside the template. */
  readonly path: string;
  readonly pageIndex: number;
  readonly parent: ModuleVisit | undefined;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function* walkList(list: unknown, basePath: string, pageIndex: number, parent: ModuleVisit | undefined): Generator<ModuleVisit> {
  if (!Array.isArray(list)) return;
  for (const [index, item] of list.entries()) {
    if (!isRecord(item)) continue;
    const visit: ModuleVisit = { module: item as Module, path: `${basePath}/${index}`, pageIndex, parent };
    yield visit;
    yield* walkList(item.children, `${visit.path}/children`, pageIndex, visit);
  }
}

/**
 * Visits every module of a template depth-first, in page order. It tolerates a template that failed
 * schema validation (skips what is not a list or an object), so structural checks can still run on it.
 */
export function* walkModules(template: TemplateConfig): Generator<ModuleVisit> {
  const pages: unknown = (template as { pageList?: unknown }).pageList;
  if (!Array.isArray(pages)) return;
  for (const [pageIndex, page] of pages.entries()) {
    if (!isRecord(page)) continue;
    yield* walkList(page.moduleList, `/pageList/${pageIndex}/moduleList`, pageIndex, undefined);
  }
}
