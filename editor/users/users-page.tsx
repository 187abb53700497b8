import { App, Button, Card, Popconfirm, Result, Space, Table, Tag } from 'antd';
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import type { EditorRole } from '../../schema/api/editor/editor-roles';
import type { EditorUser } from '../../schema/api/editor/editor-user';
import type { EditorApiResult } from '../api/editor-api-error';
import { useApiResource } from '../api/use-api-resource';
import { apiErrorText } from '../app/api-error-text';
import { editorTenantAtom } from '../app/editor-tenant-atom';
import { Heading } from '../app/heading';
import { LoadFailedAlert } from '../app/load-failed-alert';
import { useEditorApi } from '../app/use-editor-api';
import { formatMessage } from '../i18n/message-catalogue';
import { APP_MESSAGES } from '../i18n/messages/app';
import { SESSION_MESSAGES } from '../i18n/messages/session';
import { USERS_MESSAGES } from '../i18n/messages/users';
import { useMessages } from '../i18n/use-messages';
import { roleLabel } from '../session/role-label';
import { useCan } from '../session/use-can';
import { UserFormDialog, type UserFormMode, type UserFormValues } from './user-form-dialog';

function TenantUsers({ tenant }: { readonly tenant: string }) {
  const messages = useMessages(USERS_MESSAGES);
  const sessionMessages = useMessages(SESSION_MESSAGES);
  const appMessages = useMessages(APP_MESSAGES);
  const { message } = App.useApp();
  const api = useEditorApi(tenant);
  const [users, reload] = useApiResource(`users/${tenant}`, (signal) => api.listUsers({ signal }));
  const [dialog, setDialog] = useState<UserFormMode | undefined>(undefined);
  const [busy, setBusy] = useState(false);

  /** Runs a change, tells how it went, and reads the list again when it worked. */
  const change = async (run: () => Promise<EditorApiResult<EditorUser>>, success: (user: EditorUser) => string): Promise<boolean> => {
    setBusy(true);
    const result = await run();
    setBusy(false);
    if (!result.ok) {
      void message.error(apiErrorText(result.error, appMessages));
      return false;
    }
    void message.success(success(result.value));
    reload();
    return true;
  };
  const submit = async (values: UserFormValues) => {
    if (!dialog) return;
    const roles = (values.roles ?? []) as EditorRole[];
    const done =
      dialog.kind === 'create'
        ? await change(
            () => api.createUser({ body: { username: values.username ?? '', roles, password: values.password ?? '', ...(values.displayName ? { displayName: values.displayName } : {}) } }),
            (user) => formatMessage(messages.created, { username: user.username }),
          )
        : dialog.kind === 'roles'
          ? await change(() => api.updateUser({ params: { username: dialog.user.username }, body: { roles } }), () => messages.saved)
          : await change(
              () => api.resetPassword({ params: { username: dialog.user.username }, body: { password: values.password ?? '' } }),
              (user) => formatMessage(messages.passwordReset, { username: user.username }),
            );
    if (done) setDialog(undefined);
  };

  if (users.status === 'failed') {
    return <LoadFailedAlert error={users.error} onRetry={reload} />;
  }
  return (
    <Card
      title={<Heading level={1} look="inherit">{messages.title}</Heading>}
      extra={
        <Button type="primary" onClick={() => setDialog({ kind: 'create' })}>
          {messages.create}
        </Button>
      }
    >
      <Table<EditorUser>
        rowKey="username"
        size="small"
        data-testid="users-table"
        loading={users.status === 'loading'}
        dataSource={users.status === 'ready' ? users.value : []}
        pagination={false}
        locale={{ emptyText: messages.empty }}
        columns={[
          { title: messages.columnUsername, dataIndex: 'username' },
          { title: messages.columnDisplayName, dataIndex: 'displayName' },
          {
            title: messages.columnRoles,
            dataIndex: 'roles',
            render: (roles: EditorRole[]) => roles.map((role) => <Tag key={role}>{roleLabel(role, sessionMessages)}</Tag>),
          },
          {
            title: messages.columnStatus,
            dataIndex: 'disabled',
            render: (disabled: boolean) => <Tag color={disabled ? 'red' : 'green'}>{disabled ? messages.disabled : messages.active}</Tag>,
          },
          {
            title: messages.columnActions,
            key: 'actions',
            render: (_value, user) => (
              <Space size="small">
                <Button size="small" onClick={() => setDialog({ kind: 'roles', user })}>
                  {messages.editRoles}
                </Button>
                <Button size="small" onClick={() => setDialog({ kind: 'password', user })}>
                  {messages.resetPassword}
                </Button>
                {user.disabled ? (
                  <Button size="small" onClick={() => void change(() => api.updateUser({ params: { username: user.username }, body: { disabled: false } }), () => messages.saved)}>
                    {messages.enable}
                  </Button>
                ) : (
                  <Popconfirm
                    title={formatMessage(messages.disableConfirm, { username: user.username })}
                    okText={messages.disable}
                    cancelText={messages.cancel}
                    onConfirm={() => change(() => api.updateUser({ params: { username: user.username }, body: { disabled: true } }), () => messages.saved)}
                  >
                    <Button size="small" danger>
                      {messages.disable}
                    </Button>
                  </Popconfirm>
                )}
              </Space>
            ),
          },
        ]}
      />
      {dialog ? <UserFormDialog mode={dialog} busy={busy} onSubmit={(values) => void submit(values)} onCancel={() => setDialog(undefined)} /> : null}
    </Card>
  );
}

/** `#/users`: the tenant's accounts, which admins create, change, disable and give new passwords. */
export function UsersPage() {
  const appMessages = useMessages(APP_MESSAGES);
  const tenant = useAtomValue(editorTenantAtom);
  if (!useCan('listUsers')) return <Result status="403" title={appMessages.errorForbidden} />;
  return <TenantUsers tenant={tenant} />;
}
