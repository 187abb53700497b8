import { Button, Flex, Result, Spin } from 'antd';
import { useAtom, useAtomValue, useSetAtom } from 'jotai';
import { useEffect, useState, type ReactNode } from 'react';
import { useEditorApi } from '../app/use-editor-api';
import { SESSION_MESSAGES } from '../i18n/messages/session';
import { useMessages } from '../i18n/use-messages';
import { sessionAtom, sessionExpiredAtom } from './session-atom';
import { SessionExpiredModal } from './session-expired-modal';
import { SignInPage } from './sign-in-page';

type Check = 'checking' | 'signedOut' | 'unreachable' | 'signedIn';

/**
 * Asks the server who is signed in before anything else: the sign-in page when nobody is, the
 * editor otherwise. A session that ends while the editor is open is renewed in a dialog over the
 * current screen, so unsaved work is not lost; signing out returns here.
 */
export function SessionGate({ children }: { readonly children: ReactNode }) {
  const messages = useMessages(SESSION_MESSAGES);
  // Signing in and out concerns no tenant.
  const api = useEditorApi('');
  const [session, setSession] = useAtom(sessionAtom);
  const expired = useAtomValue(sessionExpiredAtom);
  const setExpired = useSetAtom(sessionExpiredAtom);
  const [check, setCheck] = useState<Check>('checking');
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    void api.getSession({ signal: controller.signal }).then((result) => {
      if (controller.signal.aborted) return;
      if (result.ok) {
        setSession(result.value);
        setCheck('signedIn');
      } else {
        setCheck(result.error.kind === 'signedOut' ? 'signedOut' : 'unreachable');
      }
    });
    return () => controller.abort();
  }, [api, attempt, setSession]);

  if (check === 'checking') {
    return (
      <Flex align="center" justify="center" style={{ minHeight: '100vh' }}>
        <Spin tip={messages.loading} size="large">
          <div style={{ width: 200 }} />
        </Spin>
      </Flex>
    );
  }
  if (check === 'unreachable') {
    return <Result status="warning" title={messages.unreachable} extra={<Button onClick={() => setAttempt((n) => n + 1)}>↻</Button>} />;
  }
  if (session === null) {
    return (
      <SignInPage
        onSignedIn={(signedIn) => {
          setExpired(false);
          setSession(signedIn);
        }}
      />
    );
  }
  return (
    <>
      {children}
      {expired ? (
        <SessionExpiredModal
          username={session.username}
          onSignedIn={(renewed) => {
            setSession(renewed);
            setExpired(false);
          }}
        />
      ) : null}
    </>
  );
}
