import { Card, Result, Table, Tag, Typography } from 'antd';
import dayjs from 'dayjs';
import { useAtomValue } from 'jotai';
import type { AuditAction, AuditEntry } from '../../schema/api/editor/editor-audit';
import { useApiResource } from '../api/use-api-resource';
import { editorTenantAtom } from '../app/editor-tenant-atom';
import { Heading } from '../app/heading';
import { LoadFailedAlert } from '../app/load-failed-alert';
import { useEditorApi } from '../app/use-editor-api';
import { APP_MESSAGES } from '../i18n/messages/app';
import { AUDIT_MESSAGES } from '../i18n/messages/audit';
import { useMessages } from '../i18n/use-messages';
import { useCan } from '../session/use-can';

type AuditMessages = (typeof AUDIT_MESSAGES)['en-US'];

const ACTION_KEYS = {
  signIn: 'actionSignIn',
  signInFailed: 'actionSignInFailed',
  signOut: 'actionSignOut',
  publish: 'actionPublish',
  rollback: 'actionRollback',
  verdict: 'actionVerdict',
  userCreated: 'actionUserCreated',
  userUpdated: 'actionUserUpdated',
  passwordReset: 'actionPasswordReset',
  assetUploaded: 'actionAssetUploaded',
  recordingReplayed: 'actionRecordingReplayed',
} as const satisfies Record<AuditAction, keyof AuditMessages>;

const WARNING_ACTIONS: ReadonlySet<AuditAction> = new Set(['signInFailed', 'rollback']);

function detailText(detail: AuditEntry['detail']): string {
  const entries = Object.entries(detail).filter(([, value]) => value !== null && value !== undefined);
  return entries.map(([key, value]) => `${key}: ${Array.isArray(value) ? value.join(',') : String(value)}`).join('  ');
}

function AuditTable() {
  const messages = useMessages(AUDIT_MESSAGES);
  const tenant = useAtomValue(editorTenantAtom);
  const api = useEditorApi(tenant);
  const [entries, reload] = useApiResource(`audit/${tenant}`, (signal) => api.listAudit({ signal }));
  if (entries.status === 'failed') {
    return <LoadFailedAlert error={entries.error} onRetry={reload} />;
  }
  return (
    <Table<AuditEntry>
      rowKey="id"
      size="small"
      data-testid="audit-log"
      loading={entries.status === 'loading'}
      dataSource={entries.status === 'ready' ? entries.value : []}
      pagination={{ pageSize: 20, hideOnSinglePage: true }}
      locale={{ emptyText: messages.empty }}
      columns={[
        { title: messages.columnAt, dataIndex: 'at', width: 180, render: (at: string) => dayjs(at).format('YYYY-MM-DD HH:mm:ss') },
        { title: messages.columnActor, dataIndex: 'actor', width: 160 },
        {
          title: messages.columnAction,
          dataIndex: 'action',
          width: 120,
          render: (action: AuditAction) => (
            <Tag color={WARNING_ACTIONS.has(action) ? 'orange' : 'default'} data-action={action}>
              {messages[ACTION_KEYS[action]]}
            </Tag>
          ),
        },
        { title: messages.columnTarget, dataIndex: 'target', width: 200 },
        { title: messages.columnDetail, dataIndex: 'detail', render: (detail: AuditEntry['detail']) => <Typography.Text type="secondary">{detailText(detail)}</Typography.Text> },
        { title: messages.columnIp, dataIndex: 'ip', width: 140 },
      ]}
    />
  );
}

/** `#/audit`: who did what and when, for admins and compliance; others are told it is not theirs to read. */
export function AuditLogPage() {
  const messages = useMessages(AUDIT_MESSAGES);
  const appMessages = useMessages(APP_MESSAGES);
  const allowed = useCan('listAudit');
  if (!allowed) return <Result status="403" title={appMessages.errorForbidden} />;
  return (
    <Card title={<Heading level={1} look="inherit">{messages.title}</Heading>} extra={<Typography.Text type="secondary">{messages.hint}</Typography.Text>}>
      <AuditTable />
    </Card>
  );
}
