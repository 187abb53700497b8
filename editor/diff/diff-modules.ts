import type { TemplateConfig } from '../../schema/template/template-config';
import type { DiffEntry } from './diff-entry';
import { indexModules, type IndexedModule } from './module-index';
import { moduleFieldChanges } from './module-field-changes';
import { moduleRef } from './module-ref';
import { stableOrder } from './stable-order';

type Index = Map<string, IndexedModule>;

/** A module is the same one in both versions when its id and its block are. */
function kept(id: string, from: Index, to: Index): boolean {
  const before = from.get(id);
  const after = to.get(id);
  return before !== undefined && after !== undefined && before.module.component === after.module.component;
}

/** Per list, the ids that stayed in it and kept their relative order: the rest of that list moved. */
function unmovedIds(before: Index, after: Index): Set<string> {
  const lists = new Map<string, { old: string[]; now: string[] }>();
  const list = (key: string) => lists.get(key) ?? lists.set(key, { old: [], now: [] }).get(key)!;
  for (const [id, entry] of before) if (kept(id, before, after) && after.get(id)?.listKey === entry.listKey) list(entry.listKey).old.push(id);
  for (const [id, entry] of after) if (kept(id, before, after) && before.get(id)?.listKey === entry.listKey) list(entry.listKey).now.push(id);
  return new Set([...lists.values()].flatMap(({ old, now }) => [...stableOrder(old, now)]));
}

/**
 * Modules added, removed, moved and changed. Only the root of an added or removed subtree is listed
 * (its rows come and go with it), and nothing is listed for the modules of a page added or removed
 * as a whole, unless a module came from or went to another page.
 */
export function diffModules(before: TemplateConfig, after: TemplateConfig): DiffEntry[] {
  const old = indexModules(before);
  const now = indexModules(after);
  const oldPages = new Set(before.pageList.map((page) => page.id));
  const newPages = new Set(after.pageList.map((page) => page.id));
  const unmoved = unmovedIds(old, now);
  const entries: DiffEntry[] = [];
  for (const [id, entry] of now) {
    const previous = old.get(id);
    if (!previous || !kept(id, old, now)) {
      const parentId = entry.spot.parent?.id;
      const parentIsNew = parentId !== undefined && !kept(parentId, old, now);
      if (!parentIsNew && oldPages.has(entry.spot.page.id)) entries.push({ kind: 'moduleAdded', module: moduleRef(entry.module), at: entry.spot });
      continue;
    }
    if (!unmoved.has(id)) entries.push({ kind: 'moduleMoved', module: moduleRef(entry.module), from: previous.spot, to: entry.spot });
    entries.push(...moduleFieldChanges(previous.module, entry.module, entry.spot.page));
  }
  for (const [id, entry] of old) {
    if (kept(id, old, now)) continue;
    const parentId = entry.spot.parent?.id;
    const parentIsGone = parentId !== undefined && !kept(parentId, old, now);
    if (!parentIsGone && newPages.has(entry.spot.page.id)) entries.push({ kind: 'moduleRemoved', module: moduleRef(entry.module), at: entry.spot });
  }
  return entries;
}
