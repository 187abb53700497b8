/** The interface languages of the editor: Chinese by default, English selectable. */
export const EDITOR_LOCALES = ['zh-CN', 'en-US'] as const;

export type EditorLocale = (typeof EDITOR_LOCALES)[number];

/**
 * The editor's strings of one area (palette, properties, canvas, ...), one file per area, the same keys
 * in every language. `satisfies MessageCatalogue<typeof zh>` on the English half keeps the keys in step.
 */
export interface MessageCatalogue<M extends Record<string, string>> {
  readonly 'zh-CN': M;
  readonly 'en-US': { readonly [K in keyof M]: string };
}

/** Fills `{name}` tokens of a message. */
export function formatMessage(message: string, values: Readonly<Record<string, string | number>>): string {
  return message.replace(/\{(\w+)\}/g, (token, name: string) => (name in values ? String(values[name]) : token));
}
