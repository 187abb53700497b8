import { blockTitle } from '../../schema/catalogue/block-title';
import type { CatalogueLocale } from '../../schema/catalogue/catalogue-locale';
import type { Module } from '../../schema/template/module';
import { formatMessage } from '../i18n/message-catalogue';
import type { ProblemLocation } from './locate-problem';
import { readablePointer } from './readable-pointer';

/** The wording of a path, from the problems catalogue in the chosen language. */
export interface PathWords {
  readonly page: string;
  readonly module: string;
  readonly template: string;
  readonly pathSeparator: string;
}

/** What an operator calls a module: its label, else its block's title in `locale`, else its component name. */
function moduleName(module: Module, locale: CatalogueLocale): string {
  if (typeof module.label === 'string' && module.label.trim() !== '') return module.label;
  return typeof module.component === 'string' ? blockTitle(module.component, locale) : String(module.component ?? module.id);
}

/**
 * A problem's place as an operator reads it: `第2页 › 模块「投保人信息」 › attrs.title`. A pointer that
 * names no page reads from the template (`模板 › themeColor`). `words` and `locale` are the same language.
 */
export function describeProblemPath(location: ProblemLocation, words: PathWords, locale: CatalogueLocale): string {
  const parts: string[] = [];
  if (location.pageIndex === undefined) parts.push(words.template);
  else parts.push(formatMessage(words.page, { n: location.pageIndex + 1 }));
  for (const module of location.modules) parts.push(formatMessage(words.module, { label: moduleName(module, locale) }));
  const field = readablePointer(location.rest);
  if (field !== '') parts.push(field);
  return parts.join(words.pathSeparator);
}
