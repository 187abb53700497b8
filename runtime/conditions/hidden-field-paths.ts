import type { BlockSummary } from '../../schema/catalogue/define-block';
import type { Module } from '../../schema/template/module';
import { formKeyToPath, type NamePath } from '../template/form-scope';

/** A field of the form category: the modules that hold a value of their own. */
function isRow(block: Pick<BlockSummary, 'binds' | 'category'> | undefined): boolean {
  return block?.binds === 'field' && block.category === 'form';
}

/**
 * The name paths of the values a hidden module leaves behind: its own row's, and those of the rows
 * inside it, through containers and scopes with a plain form key (`trailElement[2]`). Rows in a
 * repeated scope (`insured[i]`) are left alone; a condition may not hide those forms whole.
 */
export function hiddenFieldPaths(module: Module, scope: NamePath, blocks: ReadonlyMap<string, Pick<BlockSummary, 'binds' | 'category' | 'defaultFormKey'>>): NamePath[] {
  const block = blocks.get(module.component);
  const key = module.formKey ?? block?.defaultFormKey;
  if (isRow(block)) return key ? [[...scope, ...formKeyToPath(key)]] : [];
  if (key?.includes('[i]')) return [];
  const inner = key ? [...scope, ...formKeyToPath(key)] : scope;
  return (module.children ?? []).flatMap((child) => hiddenFieldPaths(child, inner, blocks));
}
