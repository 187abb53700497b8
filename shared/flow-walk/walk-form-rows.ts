import type { FormBinding } from '../../schema/catalogue/define-block';
import { BLOCK_SUMMARY_LIST } from '../../schema/generated/block-summaries.js';
import type { Module } from '../../schema/template/module';
import type { Page } from '../../schema/template/page';
import { formKeyPath, type FieldPath } from './form-key-path';

/** Whose data a row holds: the holder's, an insured's, the common trial factors, or something else. */
export type RowOwner = 'holder' | 'insured' | 'common' | 'other';

/** One form row of a page as the buyer app binds it. */
export interface WalkFormRow {
  readonly module: Module;
  /** JSON Pointer of the row's module in the template. */
  readonly pointer: string;
  /** Its name path in the page form. */
  readonly path: FieldPath;
  readonly owner: RowOwner;
  /** The modules around the row, outermost first, the row last: any of them may hide it. */
  readonly chain: readonly Module[];
}

const BINDINGS: ReadonlyMap<string, { readonly binds: FormBinding; readonly defaultFormKey?: string | undefined }> = new Map(
  BLOCK_SUMMARY_LIST.map((block) => [block.component, { binds: block.binds, defaultFormKey: block.defaultFormKey }]),
);

/** Trial element scopes: `trailElement[0]` the holder, `[1]` each insured, `[2]` the common factors. */
const TRIAL_OWNERS: readonly RowOwner[] = ['holder', 'insured', 'common'];

function ownerOf(path: FieldPath): RowOwner {
  if (path[0] === 'policyHolder') return 'holder';
  if (path[0] === 'insured') return 'insured';
  if (path[0] === 'trailElement' && typeof path[1] === 'number') return TRIAL_OWNERS[path[1]] ?? 'other';
  return 'other';
}

function* rowsOf(modules: unknown, basePointer: string, scope: FieldPath, around: readonly Module[]): Generator<WalkFormRow> {
  if (!Array.isArray(modules)) return;
  for (const [index, item] of modules.entries()) {
    const module = item as Module;
    if (typeof module !== 'object' || module === null || module.isDefault === false) continue;
    const pointer = `${basePointer}/${index}`;
    const block = BINDINGS.get(module.component);
    const binding = block?.binds;
    // A form module without a form key binds the one its block names (the holder module binds policyHolder).
    const formKey = module.formKey ?? (binding !== 'field' ? block?.defaultFormKey : undefined);
    const own = typeof formKey === 'string' ? formKeyPath(formKey) : [];
    if (binding === 'field' && own.length > 0) {
      const path = [...scope, ...own];
      yield { module, pointer, path, owner: ownerOf(path), chain: [...around, module] };
      continue;
    }
    // Each insured's trial factors are a list, one entry per insured, like the insured form (`insured[i]`).
    const listed = module.component === 'insuredElementModule' ? [...own, 0] : own;
    yield* rowsOf(module.children, `${pointer}/children`, [...scope, ...listed], [...around, module]);
  }
}

/**
 * The form rows of a page a buyer is shown (`isDefault: false` drops a module and what it holds), with
 * the name paths the buyer app gives them: a row's form key under the form keys of the modules around
 * it, the first insured for "each insured".
 */
export function walkFormRows(page: Page, pageIndex: number): WalkFormRow[] {
  return [...rowsOf(page.moduleList, `/pageList/${pageIndex}/moduleList`, [], [])];
}
