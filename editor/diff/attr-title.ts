import { BLOCK_CATALOGUE } from '../../schema/catalogue';
import type { CatalogueLocale } from '../../schema/catalogue/catalogue-locale';

/** The title the catalogue gives an attribute (the first key of a dotted path) in `locale`, or the key itself. */
export function attrTitle(component: string, path: string, locale: CatalogueLocale): string {
  const key = path.split('.')[0] ?? path;
  const properties = BLOCK_CATALOGUE.get(component)?.attrs.properties as Record<string, { title?: string; titleEn?: string }> | undefined;
  const attr = properties?.[key];
  return (locale === 'en-US' ? attr?.titleEn : attr?.title) ?? key;
}
