import { Card, Flex, Typography } from 'antd';
import type { EditorSession } from '../../schema/api/editor/editor-session';
import { Heading } from '../app/heading';
import { LanguageSwitch } from '../app/language-switch';
import { SESSION_MESSAGES } from '../i18n/messages/session';
import { useMessages } from '../i18n/use-messages';
import { SignInForm } from './sign-in-form';

/** What the editor shows until someone signs in. */
export function SignInPage({ onSignedIn }: { readonly onSignedIn: (session: EditorSession) => void }) {
  const messages = useMessages(SESSION_MESSAGES);
  return (
    <Flex component="main" vertical align="center" justify="center" gap={16} style={{ minHeight: '100vh', background: '#f5f5f5', padding: 16 }}>
      <Card style={{ width: '100%', maxWidth: 380 }}>
        <Heading level={1} look={3} style={{ marginBottom: 8 }}>
          {messages.signInTitle}
        </Heading>
        <Typography.Paragraph type="secondary">{messages.signInHint}</Typography.Paragraph>
        <SignInForm onSignedIn={onSignedIn} />
      </Card>
      <LanguageSwitch />
    </Flex>
  );
}
