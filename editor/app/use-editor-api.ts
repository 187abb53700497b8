import { useSetAtom } from 'jotai';
import { useMemo } from 'react';
import { createEditorApiClient, type EditorApiClient } from '../api/editor-api-client';
import { sessionExpiredAtom } from '../session/session-atom';

/**
 * The editor API client of the session's tenant, the same object for as long as the tenant stays. A
 * call that finds the session gone asks the user to sign in again over the current screen.
 */
export function useEditorApi(tenant: string): EditorApiClient {
  const setExpired = useSetAtom(sessionExpiredAtom);
  return useMemo(() => createEditorApiClient({ tenant, onSignedOut: () => setExpired(true) }), [tenant, setExpired]);
}
