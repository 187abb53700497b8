import { App, Button, Card, Space, Table, Typography } from 'antd';
import dayjs from 'dayjs';
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import type { EditorTemplateListItem, EditorTemplateSummary } from '../../schema/api/editor/editor-template';
import { useApiResource } from '../api/use-api-resource';
import { apiErrorText } from '../app/api-error-text';
import { editorTenantAtom } from '../app/editor-tenant-atom';
import { Heading } from '../app/heading';
import { LoadFailedAlert } from '../app/load-failed-alert';
import { useEditorApi } from '../app/use-editor-api';
import { formatMessage } from '../i18n/message-catalogue';
import { APP_MESSAGES } from '../i18n/messages/app';
import { TEMPLATES_MESSAGES } from '../i18n/messages/templates';
import { SESSION_MESSAGES } from '../i18n/messages/session';
import { useMessages } from '../i18n/use-messages';
import { TenantChoice } from '../session/tenant-choice';
import { useCan } from '../session/use-can';
import { CreateTemplateDialog } from './create-template-dialog';
import { openedTemplatePath } from './opened-template-path';
import { TemplatePromotions } from './template-promotions';
import { TemplateStatusTag } from './template-status-tag';

/** The session tenant's templates, most recently edited first: open, and (operators) create and duplicate. */
export function TemplateListPage() {
  const tenant = useAtomValue(editorTenantAtom);
  const sessionMessages = useMessages(SESSION_MESSAGES);
  // A platform admin who has not chosen a tenant yet chooses one first.
  if (tenant === '') {
    return (
      <Card title={<Heading level={1} look="inherit">{sessionMessages.chooseTenant}</Heading>}>
        <Space orientation="vertical">
          <Typography.Text>{sessionMessages.chooseTenantHint}</Typography.Text>
          <TenantChoice />
        </Space>
      </Card>
    );
  }
  return <TenantTemplateList tenant={tenant} />;
}

function TenantTemplateList({ tenant }: { readonly tenant: string }) {
  const messages = useMessages(TEMPLATES_MESSAGES);
  const appMessages = useMessages(APP_MESSAGES);
  const { message } = App.useApp();
  const navigate = useNavigate();
  const api = useEditorApi(tenant);
  const canCreate = useCan('createTemplate');
  const canDuplicate = useCan('duplicateTemplate');
  const [list, reload] = useApiResource(tenant, (signal) => api.listTemplates({ signal }));
  const [creating, setCreating] = useState(false);
  const [duplicating, setDuplicating] = useState<string | null>(null);
  const templates = list.status === 'ready' ? list.value : [];

  const duplicate = async (template: EditorTemplateSummary) => {
    setDuplicating(template.templateId);
    const result = await api.duplicateTemplate({ params: { templateId: template.templateId }, body: {} });
    setDuplicating(null);
    if (!result.ok) return void message.error(apiErrorText(result.error, appMessages));
    void message.success(formatMessage(messages.duplicated, { name: result.value.name }));
    reload();
  };

  return (
    <Card
      title={<Heading level={1} look="inherit">{messages.title}</Heading>}
      extra={
        <Space>
          <TenantChoice />
          {canCreate ? (
            <Button type="primary" onClick={() => setCreating(true)}>
              {messages.create}
            </Button>
          ) : null}
        </Space>
      }
    >
      {list.status === 'failed' ? (
        <LoadFailedAlert error={list.error} onRetry={reload} />
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
                  {/* A real link (an address, a tab stop), like the back link that leads here. */}
                  <Link to={openedTemplatePath(template.templateId, tenant)}>{template.name}</Link>
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
                  {canDuplicate ? (
                    <Button size="small" loading={duplicating === template.templateId} onClick={() => void duplicate(template)}>
                      {messages.duplicate}
                    </Button>
                  ) : null}
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
