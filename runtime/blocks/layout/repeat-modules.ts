import type { Module } from '../../../schema/template/module';

const EACH_INDEX_MARKER = /\[i\]/g;

/**
 * The children of entry `index` of a repeatable block: every `[i]` in a form key becomes `[index]`
 * and every id gets the index appended, so each entry binds its own form values and keeps its own
 * `data-module-id`.
 */
export function indexModules(modules: readonly Module[], index: number): Module[] {
  return modules.map((module) => ({
    ...module,
    id: `${module.id}__${index}`,
    ...(module.formKey === undefined ? {} : { formKey: module.formKey.replace(EACH_INDEX_MARKER, `[${index}]`) }),
    ...(module.children === undefined ? {} : { children: indexModules(module.children, index) }),
  }));
}

/** The form value arrays the modules repeat: `insured[i].name` and `insured[i]` both give `insured`. */
export function repeatedArrayPaths(modules: readonly Module[]): string[] {
  const found = new Set<string>();
  const visit = (list: readonly Module[]) => {
    for (const module of list) {
      const match = module.formKey === undefined ? null : /^(.*?)\[i\]/.exec(module.formKey);
      if (match?.[1]) found.add(match[1]);
      if (module.children) visit(module.children);
    }
  };
  visit(modules);
  return [...found];
}

/** Reads a dotted path (`a.b`) of plain objects; undefined where it stops. */
function readPath(values: Record<string, unknown>, path: string): unknown {
  return path.split('.').reduce<unknown>((at, key) => (at && typeof at === 'object' ? (at as Record<string, unknown>)[key] : undefined), values);
}

/**
 * The changes that delete entry `index`: each repeated array without that item, keyed by its dotted
 * path. Arrays shorter than the index are left out, as there is nothing of that entry to remove.
 */
export function removeEntry(values: Record<string, unknown>, arrayPaths: readonly string[], index: number): Map<string, unknown[]> {
  const changes = new Map<string, unknown[]>();
  for (const path of arrayPaths) {
    const current = readPath(values, path);
    if (!Array.isArray(current) || index >= current.length) continue;
    changes.set(path, current.filter((_item, at) => at !== index));
  }
  return changes;
}

/** How many entries to show at first: enough for the values already typed, within the limits. */
export function initialEntryCount(values: Record<string, unknown>, arrayPaths: readonly string[], minCount: number, maxCount: number): number {
  const typed = Math.max(0, ...arrayPaths.map((path) => {
    const current = readPath(values, path);
    return Array.isArray(current) ? current.length : 0;
  }));
  return Math.min(maxCount, Math.max(minCount, typed));
}
