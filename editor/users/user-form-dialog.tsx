import { Checkbox, Form, Input, Modal } from 'antd';
import { EDITOR_ROLES, type EditorRole } from '../../schema/api/editor/editor-roles';
import { PASSWORD_MIN_LENGTH, USERNAME_PATTERN } from '../../schema/api/editor/editor-session';
import type { EditorUser } from '../../schema/api/editor/editor-user';
import { SESSION_MESSAGES } from '../i18n/messages/session';
import { USERS_MESSAGES } from '../i18n/messages/users';
import { useMessages } from '../i18n/use-messages';
import { roleLabel } from '../session/role-label';

/** What the dialog asks: a new account, an account's roles, or a new password. */
export type UserFormMode = { readonly kind: 'create' } | { readonly kind: 'roles'; readonly user: EditorUser } | { readonly kind: 'password'; readonly user: EditorUser };

export interface UserFormValues {
  readonly username?: string;
  readonly displayName?: string;
  readonly roles?: EditorRole[];
  readonly password?: string;
}

interface UserFormDialogProps {
  readonly mode: UserFormMode;
  readonly busy: boolean;
  readonly onSubmit: (values: UserFormValues) => void;
  readonly onCancel: () => void;
}

/** The admin's dialog for creating an account, changing its roles, or setting its password. */
export function UserFormDialog({ mode, busy, onSubmit, onCancel }: UserFormDialogProps) {
  const messages = useMessages(USERS_MESSAGES);
  const sessionMessages = useMessages(SESSION_MESSAGES);
  const [form] = Form.useForm<UserFormValues>();
  const title = mode.kind === 'create' ? messages.create : mode.kind === 'roles' ? `${messages.editRoles}：${mode.user.username}` : `${messages.resetPassword}：${mode.user.username}`;
  const roleOptions = EDITOR_ROLES.map((role) => ({ value: role, label: roleLabel(role, sessionMessages) }));
  return (
    <Modal open title={title} okText={messages.ok} cancelText={messages.cancel} confirmLoading={busy} onOk={() => form.submit()} onCancel={onCancel} data-testid="user-form">
      <Form<UserFormValues>
        form={form}
        layout="vertical"
        requiredMark={false}
        initialValues={mode.kind === 'roles' ? { roles: [...mode.user.roles] } : {}}
        onFinish={onSubmit}
      >
        {mode.kind === 'create' ? (
          <>
            <Form.Item name="username" label={messages.username} rules={[{ required: true, pattern: new RegExp(USERNAME_PATTERN), message: messages.usernameRule }]}>
              <Input autoComplete="off" />
            </Form.Item>
            <Form.Item name="displayName" label={messages.displayName}>
              <Input maxLength={40} />
            </Form.Item>
          </>
        ) : null}
        {mode.kind !== 'password' ? (
          <Form.Item name="roles" label={messages.roles} rules={[{ required: true, type: 'array', min: 1, message: messages.rolesRequired }]}>
            <Checkbox.Group options={roleOptions} />
          </Form.Item>
        ) : null}
        {mode.kind !== 'roles' ? (
          <Form.Item
            name="password"
            label={mode.kind === 'create' ? messages.password : messages.newPassword}
            rules={[{ required: true, min: PASSWORD_MIN_LENGTH, message: messages.passwordRule }]}
          >
            <Input.Password autoComplete="new-password" />
          </Form.Item>
        ) : null}
      </Form>
    </Modal>
  );
}
