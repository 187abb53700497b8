import { Button, Space, Tag, Typography } from 'antd';
import { useAtom } from 'jotai';
import { useNavigate } from 'react-router-dom';
import { useEditorApi } from '../app/use-editor-api';
import { SESSION_MESSAGES } from '../i18n/messages/session';
import { useMessages } from '../i18n/use-messages';
import { roleLabel } from './role-label';
import { sessionAtom } from './session-atom';

/** The header's account area: who is signed in, for which tenant, with which roles; signing out. */
export function UserMenu() {
  const messages = useMessages(SESSION_MESSAGES);
  const [session, setSession] = useAtom(sessionAtom);
  // Signing in and out concerns no tenant.
  const api = useEditorApi('');
  const navigate = useNavigate();
  if (!session) return null;
  const signOut = async () => {
    // Whatever the server answers, this browser forgets the session; the sign-in page follows, and
    // whoever signs in next starts from the template list, not from the last user's screen.
    await api.signOut();
    navigate('/', { replace: true });
    setSession(null);
  };
  return (
    <Space size="small" data-testid="user-menu" style={{ whiteSpace: 'nowrap' }}>
      <Typography.Text style={{ color: '#fff' }} data-testid="signed-in-user">
        {session.displayName || session.username}
      </Typography.Text>
      {/* The tenant's own name, as the tenant wrote it. */}
      <Typography.Text style={{ color: 'rgba(255,255,255,0.65)' }} data-testid="signed-in-tenant" data-operator-content={session.tenantName ? '' : undefined}>
        {session.tenantName ?? (session.platformAdmin ? messages.platformAdmin : '')}
      </Typography.Text>
      {session.roles.map((role) => (
        <Tag key={role} color="blue" data-role={role}>
          {roleLabel(role, messages)}
        </Tag>
      ))}
      <Button size="small" onClick={() => void signOut()}>
        {messages.signOut}
      </Button>
    </Space>
  );
}
