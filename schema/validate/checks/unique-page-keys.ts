import type { TemplateConfig } from '../../template/template-config';
import type { Problem } from '../problem';

const PAGE_KEYS = [
  { key: 'pageOrder', label: '页面顺序' },
  { key: 'id', label: '页面 ID' },
  { key: 'pageCode', label: '页面编码' },
] as const;

/** Pages are addressed by pageOrder (the `page` query), by id and by pageCode: each must be unique. */
export function checkUniquePageKeys(template: TemplateConfig): Problem[] {
  const pages: unknown = (template as { pageList?: unknown }).pageList;
  if (!Array.isArray(pages)) return [];
  const problems: Problem[] = [];
  for (const { key, label } of PAGE_KEYS) {
    const seen = new Map<unknown, number>();
    pages.forEach((page: unknown, index) => {
      if (typeof page !== 'object' || page === null) return;
      const value = (page as Record<string, unknown>)[key];
      if (value === undefined || value === null || value === '') return;
      const earlier = seen.get(value);
      if (earlier === undefined) seen.set(value, index);
      else problems.push({ path: `/pageList/${index}/${key}`, message: `${label}「${String(value)}」与第 ${earlier + 1} 个页面重复` });
    });
  }
  return problems;
}
