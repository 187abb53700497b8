/**
 * The languages the catalogue is written in: Chinese, which buyers and the editor read by default, and
 * English for the editor's English interface. The same tags as the editor's interface languages.
 */
export type CatalogueLocale = 'zh-CN' | 'en-US';

/**
 * The schema keywords holding the English texts beside JSON Schema's own `title` and `description`
 * (which stay Chinese): annotations that validate nothing, kept out of the buyer's precompiled
 * validators.
 */
export const ENGLISH_TEXT_KEYWORDS = ['titleEn', 'descriptionEn'] as const;

/** A title, and optionally a description, in both languages: what schema options and block definitions carry. */
export interface BilingualTexts {
  readonly title: string;
  readonly titleEn: string;
  readonly description?: string;
  readonly descriptionEn?: string;
}

/** The title of a block, a category or a schema node in one language. */
export function localTitle(texts: Pick<BilingualTexts, 'title' | 'titleEn'>, locale: CatalogueLocale): string {
  return locale === 'en-US' ? texts.titleEn : texts.title;
}

/** The description of a block in one language. */
export function localDescription(texts: { readonly description: string; readonly descriptionEn: string }, locale: CatalogueLocale): string {
  return locale === 'en-US' ? texts.descriptionEn : texts.description;
}
