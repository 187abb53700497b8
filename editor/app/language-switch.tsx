import { Segmented } from 'antd';
import { useAtom } from 'jotai';
import { editorLocaleAtom } from '../i18n/editor-locale';
import type { EditorLocale } from '../i18n/message-catalogue';
import { APP_MESSAGES } from '../i18n/messages/app';
import { useMessages } from '../i18n/use-messages';

/**
 * Each language named in itself, so an operator who cannot read the current one still finds theirs;
 * `lang` tells assistive technology (and the English interface's checks) which language the name is in.
 */
const LANGUAGE_NAMES: Record<EditorLocale, string> = { 'zh-CN': '中文', 'en-US': 'English' };

/** The interface language switch of the header. */
export function LanguageSwitch() {
  const messages = useMessages(APP_MESSAGES);
  const [locale, setLocale] = useAtom(editorLocaleAtom);
  return (
    <Segmented<EditorLocale>
      aria-label={messages.language}
      value={locale}
      onChange={setLocale}
      options={(Object.keys(LANGUAGE_NAMES) as EditorLocale[]).map((value) => ({ value, label: <span lang={value}>{LANGUAGE_NAMES[value]}</span> }))}
    />
  );
}
