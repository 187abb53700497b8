import type { Migration } from './migration';

type Json = Record<string, unknown>;

function isRecord(value: unknown): value is Json {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Version 1 stored flags as strings ("false", "0") or left them out; version 2 has real booleans. */
function toBoolean(value: unknown): boolean {
  if (value === undefined || value === null) return true;
  if (typeof value === 'string') return !['false', '0', 'n', 'no', ''].includes(value.trim().toLowerCase());
  return Boolean(value);
}

function migrateModule(module: unknown): unknown {
  if (!isRecord(module)) return module;
  const { children, attrs, isDefault, ...rest } = module;
  const next: Json = { ...rest, attrs: isRecord(attrs) ? attrs : {}, isDefault: toBoolean(isDefault) };
  if (typeof next.label !== 'string') next.label = '';
  if (Array.isArray(children)) next.children = children.map(migrateModule);
  return next;
}

function migratePage(page: unknown): unknown {
  if (!isRecord(page)) return page;
  const order = typeof page.pageOrder === 'string' && /^\d+$/.test(page.pageOrder) ? Number(page.pageOrder) : page.pageOrder;
  const moduleList = Array.isArray(page.moduleList) ? page.moduleList.map(migrateModule) : [];
  return { ...page, pageOrder: order, label: typeof page.label === 'string' ? page.label : '', moduleList };
}

/**
 * Version 1 is the untyped format older back ends still deliver: no `schemaVersion`, `isDefault`
 * missing or a string, `attrs` / `children` possibly null, `pageOrder` as a string, no theme colour.
 */
export const v1ToV2: Migration = {
  from: 1,
  description:
    'adds `schemaVersion`; `isDefault` becomes a boolean (missing means true, "false"/"0" mean false); null `attrs` become `{}` and null `children` are dropped; numeric-string `pageOrder` becomes a number; a missing `label` becomes ""; a missing `themeColor` becomes #1677ff',
  migrate(template) {
    const pageList = Array.isArray(template.pageList) ? template.pageList.map(migratePage) : [];
    return {
      ...template,
      schemaVersion: 2,
      themeColor: typeof template.themeColor === 'string' && template.themeColor !== '' ? template.themeColor : '#1677ff',
      pageList,
    };
  },
};
