import { App, ConfigProvider, Result } from 'antd';
import enUS from 'antd/locale/en_US';
import zhCN from 'antd/locale/zh_CN';
import { useAtomValue } from 'jotai';
import { useEffect } from 'react';
import { createHashRouter, RouterProvider } from 'react-router-dom';
import { editorLocaleAtom } from '../i18n/editor-locale';
import { APP_MESSAGES } from '../i18n/messages/app';
import { useMessages } from '../i18n/use-messages';
import { BlockPalette } from '../palette/block-palette';
import { OpenedTemplatePage } from '../templates/opened-template-page';
import { TemplateListPage } from '../templates/template-list-page';
import { EditorLayout } from './editor-layout';

function NotFound() {
  return <Result status="404" title={useMessages(APP_MESSAGES).notFoundPage} />;
}

/**
 * Hash routes, so `/editor/` stays one document whoever serves it: `#/` the template list,
 * `#/templates/<id>?tenant=<code>` an opened template, `#/blocks` the block library.
 */
const router = createHashRouter([
  {
    element: <EditorLayout />,
    children: [
      { index: true, element: <TemplateListPage /> },
      { path: 'templates/:templateId', element: <OpenedTemplatePage /> },
      { path: 'blocks', element: <div style={{ maxWidth: 420 }}><BlockPalette /></div> },
      { path: '*', element: <NotFound /> },
    ],
  },
]);

const ANTD_LOCALES = { 'zh-CN': zhCN, 'en-US': enUS } as const;

/** The operator app's root: antd in the chosen language, message and modal context, the routes. */
export function EditorApp() {
  const locale = useAtomValue(editorLocaleAtom);
  const title = APP_MESSAGES[locale].appTitle;
  useEffect(() => {
    document.documentElement.lang = locale;
    document.title = title;
  }, [locale, title]);
  return (
    <ConfigProvider locale={ANTD_LOCALES[locale]} button={{ autoInsertSpace: false }}>
      <App>
        <RouterProvider router={router} />
      </App>
    </ConfigProvider>
  );
}
