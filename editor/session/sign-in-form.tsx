import { Alert, Button, Form, Input } from 'antd';
import { useState } from 'react';
import type { EditorSession } from '../../schema/api/editor/editor-session';
import { useEditorApi } from '../app/use-editor-api';
import { apiErrorText } from '../app/api-error-text';
import { APP_MESSAGES } from '../i18n/messages/app';
import { SESSION_MESSAGES } from '../i18n/messages/session';
import { useMessages } from '../i18n/use-messages';

interface SignInFormProps {
  /** Filled in and fixed when the session ended and the same user signs in again. */
  readonly username?: string;
  readonly onSignedIn: (session: EditorSession) => void;
}

interface Fields {
  readonly username: string;
  readonly password: string;
}

/** Username and password; a refusal (wrong password, locked account) is shown as the server words it. */
export function SignInForm({ username, onSignedIn }: SignInFormProps) {
  const messages = useMessages(SESSION_MESSAGES);
  const appMessages = useMessages(APP_MESSAGES);
  // Signing in and out concerns no tenant.
  const api = useEditorApi('');
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<string | undefined>(undefined);
  const submit = async (fields: Fields) => {
    setBusy(true);
    setRefusal(undefined);
    const result = await api.signIn({ body: { username: fields.username.trim(), password: fields.password } });
    setBusy(false);
    if (result.ok) onSignedIn(result.value);
    // A refused sign-in keeps the server's words: they say whether the account is locked and for how long.
    else setRefusal(result.error.kind === 'network' || result.error.kind === 'server' ? apiErrorText(result.error, appMessages) : result.error.message);
  };
  return (
    // Large: the password's show / hide toggle then gets the room a pointer target needs (24px, WCAG 2.5.8).
    <Form<Fields> layout="vertical" size="large" onFinish={(fields) => void submit(fields)} initialValues={{ username: username ?? '' }} requiredMark={false}>
      <Form.Item name="username" label={messages.username} rules={[{ required: true, whitespace: true, message: messages.usernameRequired }]}>
        <Input autoComplete="username" disabled={username !== undefined} autoFocus={username === undefined} />
      </Form.Item>
      <Form.Item name="password" label={messages.password} rules={[{ required: true, message: messages.passwordRequired }]}>
        <Input.Password autoComplete="current-password" autoFocus={username !== undefined} />
      </Form.Item>
      {refusal ? <Alert type="error" showIcon title={refusal} style={{ marginBottom: 16 }} role="alert" /> : null}
      <Button type="primary" htmlType="submit" block loading={busy}>
        {messages.signIn}
      </Button>
    </Form>
  );
}
