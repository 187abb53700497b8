import { atom } from 'jotai';
import { sessionAtom } from '../session/session-atom';

/**
 * The tenant whose templates the user works on: the signed-in session's (a tenant user's own, or the
 * one a platform admin chose); empty while a platform admin has chosen none.
 */
export const editorTenantAtom = atom((get) => get(sessionAtom)?.tenant ?? '');
