import { useAtomValue } from 'jotai';
import { editorLocaleAtom } from './editor-locale';
import type { MessageCatalogue } from './message-catalogue';

/** The strings of one area in the operator's chosen language. */
export function useMessages<M extends Record<string, string>>(catalogue: MessageCatalogue<M>): { readonly [K in keyof M]: string } {
  return catalogue[useAtomValue(editorLocaleAtom)];
}
