import { Alert, Button, Card, Result, Skeleton, Space } from 'antd';
import { useAtomValue, useSetAtom } from 'jotai';
import { useEffect, useState } from 'react';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import type { EditorTemplate } from '../../schema/api/editor/editor-template';
import type { TemplatePromotion } from '../../schema/api/editor/editor-promotion';
import { useApiResource } from '../api/use-api-resource';
import { apiErrorText } from '../app/api-error-text';
import { editorTenantAtom } from '../app/editor-tenant-atom';
import { useEditorApi } from '../app/use-editor-api';
import { loadDocumentAtom } from '../document/history-commands';
import { formatMessage } from '../i18n/message-catalogue';
import { APP_MESSAGES } from '../i18n/messages/app';
import { WORKSPACE_MESSAGES } from '../i18n/messages/workspace';
import { useMessages } from '../i18n/use-messages';
import { sessionAtom } from '../session/session-atom';
import { TenantChoice } from '../session/tenant-choice';
import { openDraft } from '../templates/open-draft';
import { openedTemplateAtom } from './opened-template-atom';
import { Workspace } from './workspace';

interface Opened {
  readonly template: EditorTemplate;
  readonly promotions: readonly TemplatePromotion[];
}

/**
 * `#/templates/:templateId?tenant=<code>`: the session tenant's template. A link names the tenant it
 * was made in: opened in a session acting for another tenant, it says so (and a platform admin may
 * switch) rather than answering that the template does not exist.
 */
export function WorkspacePage() {
  const messages = useMessages(WORKSPACE_MESSAGES);
  const appMessages = useMessages(APP_MESSAGES);
  const tenant = useAtomValue(editorTenantAtom);
  const session = useAtomValue(sessionAtom);
  const [search] = useSearchParams();
  const linkTenant = search.get('tenant');
  if (linkTenant && linkTenant !== tenant) {
    return (
      <Result
        status="info"
        title={formatMessage(messages.otherTenant, { tenant: linkTenant, current: session?.tenantName ?? tenant })}
        extra={
          <Space>
            {session?.platformAdmin ? <TenantChoice /> : null}
            <Link to="/">{appMessages.back}</Link>
          </Space>
        }
      />
    );
  }
  return <TenantWorkspace tenant={tenant} />;
}

/**
 * Loads the template, puts its draft into the document (a fresh history) and what the server said
 * about it into `openedTemplateAtom`, then shows the workspace.
 */
function TenantWorkspace({ tenant }: { readonly tenant: string }) {
  const messages = useMessages(WORKSPACE_MESSAGES);
  const appMessages = useMessages(APP_MESSAGES);
  const { templateId = '' } = useParams();
  const api = useEditorApi(tenant);
  const key = `${tenant}/${templateId}`;
  const [opened, reload] = useApiResource<Opened>(key, async (signal) => {
    const loadingPromotions = api.listTemplatePromotions({ params: { templateId }, signal });
    const template = await api.getTemplate({ params: { templateId }, signal });
    const promotions = await loadingPromotions;
    if (!template.ok) return template;
    // A template still works without its promotions; the canvas then previews it without promotion data.
    return { ok: true, value: { template: template.value, promotions: promotions.ok ? promotions.value : [] } };
  });

  const loadDocument = useSetAtom(loadDocumentAtom);
  const setOpenedTemplate = useSetAtom(openedTemplateAtom);
  // Which loaded answer sits in the document: the workspace shows only once its own template is there.
  const [loaded, setLoaded] = useState<{ readonly value: Opened; readonly draftError?: string } | undefined>(undefined);
  const ready = opened.status === 'ready' ? opened.value : undefined;
  useEffect(() => {
    if (!ready) return;
    const { draft, ...summary } = ready.template;
    const openedDraft = openDraft(draft);
    if (openedDraft.ok) loadDocument(openedDraft.template);
    setOpenedTemplate({ templateId: ready.template.templateId, tenant, summary });
    setLoaded(openedDraft.ok ? { value: ready } : { value: ready, draftError: openedDraft.message });
  }, [ready, tenant, loadDocument, setOpenedTemplate]);
  useEffect(() => () => setOpenedTemplate(undefined), [setOpenedTemplate]);

  const back = <Link to="/">{appMessages.back}</Link>;
  if (opened.status === 'failed') {
    return (
      <Result
        status="warning"
        title={apiErrorText(opened.error, appMessages)}
        extra={
          <Space>
            <Button onClick={reload}>{appMessages.retry}</Button>
            {back}
          </Space>
        }
      />
    );
  }
  if (!ready || loaded?.value !== ready) return <Card extra={back}><Skeleton active /></Card>;
  if (loaded.draftError !== undefined) {
    return (
      <Card title={ready.template.name} extra={back}>
        <Alert type="error" showIcon title={formatMessage(messages.draftUnreadable, { message: loaded.draftError })} />
      </Card>
    );
  }
  return <Workspace tenant={tenant} promotionId={ready.promotions[0]?.promotionId} />;
}
