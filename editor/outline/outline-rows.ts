import type { Module } from '../../schema/template/module';
import type { Page } from '../../schema/template/page';
import { isModule, moduleList } from '../document/tree/module-list';

/** One line of the outline: a module, how deep it sits and where (its parent and index there). */
export interface OutlineRow {
  readonly module: Module;
  readonly depth: number;
  readonly parentId: string | null;
  readonly index: number;
}

function collect(list: readonly Module[], depth: number, parentId: string | null, rows: OutlineRow[]): void {
  for (const [index, module] of list.entries()) {
    if (!isModule(module)) continue;
    rows.push({ module, depth, parentId, index });
    collect(moduleList(module.children), depth + 1, module.id, rows);
  }
}

/** The page's modules depth-first, each child right under its parent: what the outline lists. */
export function outlineRows(page: Page | undefined): OutlineRow[] {
  const rows: OutlineRow[] = [];
  if (page) collect(moduleList(page.moduleList), 0, null, rows);
  return rows;
}
