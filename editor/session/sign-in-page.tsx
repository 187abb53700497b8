import { Card, Flex, Typography } from 'antd';
import type { EditorSession } from '../../schema/api/editor/editor-session';
import { LanguageSwitch } from '../app/language-switch';
import { SESSION_MESSAGES } from '../i18n/messages/session';
import { useMessages } from '../i18n/use-messages';
import { SignInForm } from './sign-in-form';

/** What the editor shows until someone signs in. */
export function SignInPage({ onSignedIn }: { readonly onSignedIn: (session: EditorSession) => void }) {
  const messages = useMessages(SESSION_MESSAGES);
  return (
    <Flex vertical align="center" justify="center" gap={16} style={{ minHeight: '100vh', background: '#f5f5f5', padding: 16 }}>
      <Card style={{ width: '100%', maxWidth: 380 }}>
        <Typography.Title level={3} style={{ marginTop: 0 }}>
          {messages.signInTitle}
        </Typography.Title>
        <Typography.Paragraph type="secondary">{messages.signInHint}</Typography.Paragraph>
        <SignInForm onSignedIn={onSignedIn} />
      </Card>
      <LanguageSwitch />
    </Flex>
  );
}
