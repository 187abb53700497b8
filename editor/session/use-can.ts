import { useAtomValue } from 'jotai';
import { mayCall } from '../../schema/api/editor/editor-roles';
import { EDITOR_ROUTES, type EditorRouteName } from '../../schema/api/editor/editor-routes';
import { sessionAtom } from './session-atom';

/**
 * Whether the signed-in user's roles allow a route, read from the same access rules the server
 * enforces, so a control the server would refuse is not offered.
 */
export function useCan(route: EditorRouteName): boolean {
  const session = useAtomValue(sessionAtom);
  return session !== null && mayCall(EDITOR_ROUTES[route].access, session.roles);
}
