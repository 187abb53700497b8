import { BLOCK_CATALOGUE } from '.';
import { localTitle, type CatalogueLocale } from './catalogue-locale';

/** The title of the block `component` names, in `locale`; the component name itself for a block the catalogue does not know. */
export function blockTitle(component: string, locale: CatalogueLocale): string {
  const block = BLOCK_CATALOGUE.get(component);
  return block === undefined ? component : localTitle(block, locale);
}
