import type { Module } from '../../schema/template/module';
import type { TemplateConfig } from '../../schema/template/template-config';
import { selectPage } from '../../shared/pages/select-page';
import type { PageHead } from './page-head';

/** Longest description sent, in characters: search results show about this much, a template may say more. */
export const DESCRIPTION_MAX_LENGTH = 160;

/** Text on one line, or undefined when there is none: what an editor typed may hold line breaks. */
function line(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  const text = value.replace(/\s+/g, ' ').trim();
  return text === '' ? undefined : text;
}

function shortened(text: string): string {
  const characters = Array.from(text);
  return characters.length <= DESCRIPTION_MAX_LENGTH ? text : `${characters.slice(0, DESCRIPTION_MAX_LENGTH - 1).join('')}…`;
}

/** The first product banner a buyer sees, pages in their order: where the template sells the product. */
function productBanner(template: TemplateConfig): Module | undefined {
  const pages = [...template.pageList].sort((a, b) => a.pageOrder - b.pageOrder);
  for (const page of pages) {
    const banner = page.moduleList.find((module) => module.component === 'productBanner' && module.isDefault !== false);
    if (banner) return banner;
  }
  return undefined;
}

/**
 * What a promotion's page says in its head: the title the app gives the page it opens (the page's
 * label, spec section 2; the product's name when the address names no page of it), and a description
 * of the product: its name and the one line that sells it (the product banner's subtitle, else its
 * selling point tags). The same description on every page of the promotion: it describes the product.
 */
export function promotionHead(template: TemplateConfig, page: string | undefined): PageHead {
  const banner = productBanner(template);
  const attrs: Record<string, unknown> = banner?.attrs ?? {};
  const name = line(template.goodsName) ?? line(attrs.title);
  const tags = Array.isArray(attrs.tags) ? attrs.tags.map(line).filter((tag) => tag !== undefined) : [];
  const selling = line(attrs.subtitle) ?? (tags.length > 0 ? tags.join('、') : undefined);
  const description = [name, selling].filter((part) => part !== undefined).join('：');
  const selection = selectPage(template, { page });
  const title = (selection.found ? line(selection.page.label) : undefined) ?? name;
  return { ...(title ? { title } : {}), ...(description ? { description: shortened(description) } : {}) };
}
