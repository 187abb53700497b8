import { App, ConfigProvider, Result } from 'antd';
import enUS from 'antd/locale/en_US';
import zhCN from 'antd/locale/zh_CN';
import { useAtomValue } from 'jotai';
import { useEffect } from 'react';
import { HashRouter, Route, Routes } from 'react-router-dom';
import { editorLocaleAtom } from '../i18n/editor-locale';
import { APP_MESSAGES } from '../i18n/messages/app';
import { useMessages } from '../i18n/use-messages';
import { AuditLogPage } from '../audit/audit-log-page';
import { RecordingsPage } from '../recordings/recordings-page';
import { BlockPalette } from '../palette/block-palette';
import { SessionGate } from '../session/session-gate';
import { UsersPage } from '../users/users-page';
import { TemplateListPage } from '../templates/template-list-page';
import { WorkspacePage } from '../workspace/workspace-page';
import { EditorLayout } from './editor-layout';
import { EDITOR_THEME } from './editor-theme';

function NotFound() {
  return <Result status="404" title={useMessages(APP_MESSAGES).notFoundPage} />;
}

/**
 * Hash routes, so `/editor/` stays one document whoever serves it: `#/` the template list,
 * `#/templates/<id>?tenant=<code>` the workspace of a template, `#/blocks` the block library,
 * `#/audit` the audit log (admins and compliance), `#/recordings` the sales-process recordings (compliance), `#/users` the tenant's accounts (admins). Plain
 * `<HashRouter>` rather than a data router: the data router's code would land in the chunk the editor
 * shares with the buyer runtime and weigh on the buyer's first load.
 */
function EditorRoutes() {
  return (
    <Routes>
      <Route element={<EditorLayout />}>
        <Route index element={<TemplateListPage />} />
        <Route path="templates/:templateId" element={<WorkspacePage />} />
        <Route path="blocks" element={<div style={{ maxWidth: 420 }}><BlockPalette headingLevel={1} /></div>} />
        <Route path="audit" element={<AuditLogPage />} />
        <Route path="recordings" element={<RecordingsPage />} />
        <Route path="users" element={<UsersPage />} />
        <Route path="*" element={<NotFound />} />
      </Route>
    </Routes>
  );
}

const ANTD_LOCALES = { 'zh-CN': zhCN, 'en-US': enUS } as const;

/** The operator app's root: antd in the chosen language, message and modal context, sign-in, the routes. */
export function EditorApp() {
  const locale = useAtomValue(editorLocaleAtom);
  const title = APP_MESSAGES[locale].appTitle;
  useEffect(() => {
    document.documentElement.lang = locale;
    document.title = title;
  }, [locale, title]);
  return (
    <ConfigProvider locale={ANTD_LOCALES[locale]} theme={EDITOR_THEME} button={{ autoInsertSpace: false }}>
      <App>
        <SessionGate>
          <HashRouter>
            <EditorRoutes />
          </HashRouter>
        </SessionGate>
      </App>
    </ConfigProvider>
  );
}
