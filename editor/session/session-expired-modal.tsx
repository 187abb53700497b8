import { Modal, Typography } from 'antd';
import type { EditorSession } from '../../schema/api/editor/editor-session';
import { SESSION_MESSAGES } from '../i18n/messages/session';
import { useMessages } from '../i18n/use-messages';
import { SignInForm } from './sign-in-form';

/** Over the current screen when the session ended mid-work: the same user signs in again and carries on. */
export function SessionExpiredModal({ username, onSignedIn }: { readonly username: string; readonly onSignedIn: (session: EditorSession) => void }) {
  const messages = useMessages(SESSION_MESSAGES);
  return (
    <Modal open title={messages.expiredTitle} footer={null} closable={false} mask={{ closable: false }} keyboard={false} data-testid="session-expired">
      <Typography.Paragraph type="secondary">{messages.expiredHint}</Typography.Paragraph>
      <SignInForm username={username} onSignedIn={onSignedIn} />
    </Modal>
  );
}
