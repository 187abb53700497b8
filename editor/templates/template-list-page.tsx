import { Alert, App, Button, Card, Select, Space, Table, Typography } from 'antd';
import dayjs from 'dayjs';
import { useAtom } from 'jotai';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { EditorTemplateListItem, EditorTemplateSummary } from '../../schema/api/editor/editor-template';
import { useApiResource } from '../api/use-api-resource';
import { apiErrorText } from '../app/api-error-text';
import { editorTenantAtom } from '../app/editor-tenant-atom';
import { useEditorApi } from '../app/use-editor-api';
import { formatMessage } from '../i18n/message-catalogue';
import { APP_MESSAGES } from '../i18n/messages/app';
import { TEMPLATES_MESSAGES } from '../i18n/messages/templates';
import { useMessages } from '../i18n/use-messages';
import { CreateTemplateDialog } from './create-template-dialog';
import { openedTemplatePath } from './opened-template-path';
import { TemplatePromotions } from './template-promotions';
import { TemplateStatusTag } from './template-status-tag';

/** The chosen tenant's templates, most recently edited first: open, create, duplicate. */
export function TemplateListPage() {
  const messages = useMessages(TEMPLATES_MESSAGES);
  const appMessages = useMessages(APP_MESSAGES);
  const { message } = App.useApp();
  const navigate = useNavigate();
  const [tenant, setTenant] = useAtom(editorTenantAtom);
  const api = useEditorApi(tenant);
  const [list, reload] = useApiResource(tenant, (signal) => api.listTemplates({ signal }));
  // Read once: the list is the same whichever tenant asks.
  const [tenants] = useApiResource('tenants', (signal) => api.listTenants({ signal }));
  // Until the list is there (or when it cannot be read), the chosen tenant is the only choice.
  const tenantChoices = tenants.status === 'ready' ? tenants.value : [{ code: tenant, name: tenant }];
  const [creating, setCreating] = useState(false);
  const [duplicating, setDuplicating] = useState<string | null>(null);
  const templates = list.status === 'ready' ? list.value : [];

  const duplicate = async (template: EditorTemplateSummary) => {
    setDuplicating(template.templateId);
    const result = await api.duplicateTemplate({ params: { templateId: template.templateId }, body: {} });
    setDuplicating(null);
    if (!result.ok) return void message.error(apiErrorText(result.error, appMessages, tenant));
    void message.success(formatMessage(messages.duplicated, { name: result.value.name }));
    reload();
  };

  return (
    <Card
      title={messages.title}
      extra={
        <Space>
          <Typography.Text type="secondary">{messages.tenant}</Typography.Text>
          <Select
            aria-label={messages.tenant}
            value={tenant}
            onChange={setTenant}
            style={{ width: 160 }}
            loading={tenants.status === 'loading'}
            options={tenantChoices.map((option) => ({ value: option.code, label: `${option.name}（${option.code}）` }))}
          />
          <Button type="primary" onClick={() => setCreating(true)}>
            {messages.create}
          </Button>
        </Space>
      }
    >
      {list.status === 'failed' ? (
        <Alert
          type="error"
          showIcon
          title={apiErrorText(list.error, appMessages, tenant)}
          action={<Button onClick={reload}>{appMessages.retry}</Button>}
        />
      ) : (
        <Table<EditorTemplateListItem>
          rowKey="templateId"
          loading={list.status === 'loading'}
          dataSource={templates}
          pagination={false}
          locale={{ emptyText: messages.empty }}
          columns={[
            {
              key: 'name',
              title: messages.columnName,
              render: (_value, template) => (
                <Space orientation="vertical" size={0}>
                  <Typography.Link onClick={() => navigate(openedTemplatePath(template.templateId, tenant))}>{template.name}</Typography.Link>
                  <Typography.Text type="secondary">{template.goodsName ?? template.templateId}</Typography.Text>
                </Space>
              ),
            },
            {
              key: 'promotion',
              title: messages.columnPromotion,
              render: (_value, template) => <TemplatePromotions promotions={template.promotions} />,
            },
            { key: 'status', title: messages.columnStatus, render: (_value, template) => <TemplateStatusTag summary={template} /> },
            {
              key: 'updatedAt',
              title: messages.columnUpdatedAt,
              dataIndex: 'updatedAt',
              render: (updatedAt: string) => dayjs(updatedAt).format('YYYY-MM-DD HH:mm'),
            },
            {
              key: 'actions',
              title: messages.columnActions,
              render: (_value, template) => (
                <Space>
                  <Button size="small" type="primary" ghost onClick={() => navigate(openedTemplatePath(template.templateId, tenant))}>
                    {messages.open}
                  </Button>
                  <Button size="small" loading={duplicating === template.templateId} onClick={() => void duplicate(template)}>
                    {messages.duplicate}
                  </Button>
                </Space>
              ),
            },
          ]}
        />
      )}
      <CreateTemplateDialog
        api={api}
        open={creating}
        templates={templates}
        onClose={() => setCreating(false)}
        onCreated={() => {
          setCreating(false);
          reload();
        }}
      />
    </Card>
  );
}
