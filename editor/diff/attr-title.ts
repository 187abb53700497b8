import { BLOCK_CATALOGUE } from '../../schema/catalogue';

/** The Chinese title the catalogue gives an attribute (the first key of a dotted path), or the key itself. */
export function attrTitle(component: string, path: string): string {
  const key = path.split('.')[0] ?? path;
  const properties = BLOCK_CATALOGUE.get(component)?.attrs.properties as Record<string, { title?: string }> | undefined;
  return properties?.[key]?.title ?? key;
}
