import { Alert, Button, Card, Result, Skeleton, Space, Typography } from 'antd';
import { useAtom } from 'jotai';
import { useEffect, useMemo } from 'react';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import type { EditorTemplate } from '../../schema/api/editor/editor-template';
import type { TemplatePromotion } from '../../schema/api/editor/editor-promotion';
import { useApiResource } from '../api/use-api-resource';
import { apiErrorText } from '../app/api-error-text';
import { editorTenantAtom } from '../app/editor-tenant-atom';
import { useEditorApi } from '../app/use-editor-api';
import { formatMessage } from '../i18n/message-catalogue';
import { APP_MESSAGES } from '../i18n/messages/app';
import { TEMPLATES_MESSAGES } from '../i18n/messages/templates';
import { useMessages } from '../i18n/use-messages';
import { openDraft } from './open-draft';
import { TemplatePreview } from './template-preview';
import { TemplateStatusTag } from './template-status-tag';

interface Opened {
  readonly template: EditorTemplate;
  readonly promotions: readonly TemplatePromotion[];
}

/**
 * An opened template: its name, status and pages, and the live preview of the chosen page. The full
 * workspace (outline, properties, code view) grows around this page.
 */
export function OpenedTemplatePage() {
  const messages = useMessages(TEMPLATES_MESSAGES);
  const appMessages = useMessages(APP_MESSAGES);
  const { templateId = '' } = useParams();
  const [search] = useSearchParams();
  const [chosenTenant, setChosenTenant] = useAtom(editorTenantAtom);
  const tenant = search.get('tenant') ?? chosenTenant;
  // A link names its tenant; going back to the list then shows that tenant's templates.
  useEffect(() => {
    if (tenant !== chosenTenant) setChosenTenant(tenant);
  }, [tenant, chosenTenant, setChosenTenant]);
  const api = useEditorApi(tenant);
  const [opened, reload] = useApiResource<Opened>(`${tenant}/${templateId}`, async (signal) => {
    const loadingPromotions = api.listTemplatePromotions({ params: { templateId }, signal });
    const template = await api.getTemplate({ params: { templateId }, signal });
    const promotions = await loadingPromotions;
    if (!template.ok) return template;
    // A template still works without its promotions; the preview then shows it without promotion data.
    return { ok: true, value: { template: template.value, promotions: promotions.ok ? promotions.value : [] } };
  });
  const draft = useMemo(() => (opened.status === 'ready' ? openDraft(opened.value.template.draft) : undefined), [opened]);

  const back = <Link to="/">{appMessages.back}</Link>;
  if (opened.status === 'loading') return <Card extra={back}><Skeleton active /></Card>;
  if (opened.status === 'failed') {
    return (
      <Result
        status="warning"
        title={apiErrorText(opened.error, appMessages, tenant)}
        extra={
          <Space>
            <Button onClick={reload}>{appMessages.retry}</Button>
            {back}
          </Space>
        }
      />
    );
  }
  const { template, promotions } = opened.value;
  return (
    <Card
      title={
        <Space>
          <span>{template.name}</span>
          <TemplateStatusTag summary={template} />
        </Space>
      }
      extra={back}
    >
      <Typography.Paragraph type="secondary">{formatMessage(messages.openedTemplateId, { templateId: template.templateId })}</Typography.Paragraph>
      {draft?.ok === false ? (
        <Alert type="error" showIcon title={formatMessage(messages.draftUnreadable, { message: draft.message })} />
      ) : draft?.ok ? (
        <TemplatePreview template={draft.template} tenant={tenant} promotionId={promotions[0]?.promotionId} />
      ) : null}
    </Card>
  );
}
