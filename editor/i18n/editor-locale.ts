import { atomWithStorage } from 'jotai/utils';
import type { EditorLocale } from './message-catalogue';

/** The operator's chosen interface language, remembered in this browser. */
export const editorLocaleAtom = atomWithStorage<EditorLocale>('EDITOR_LOCALE', 'zh-CN', undefined, { getOnInit: true });
