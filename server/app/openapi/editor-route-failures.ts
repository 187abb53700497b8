import type { EditorRouteDefinition } from '../../../schema/api/editor/define-editor-route';
import type { EditorRouteName } from '../../../schema/api/editor/editor-routes';
import { commonFailures } from './common-failures';
import type { FailureStatus } from './failure-replies';

/**
 * The error replies of its own each editor route may give (read from its handler), beside those its
 * access, method and rate limit bring (see editorRouteFailures): 401/403/429 of signing in, 404 for a
 * template, version, user, tenant or promotion not found, 409 for a stale revision, a name taken or a
 * draft already published, 422 for a template that fails validation or the publish gate, 403 for the
 * four-eyes rule, 415 for an upload that is not multipart.
 */
export const EDITOR_ROUTE_FAILURES: { readonly [N in EditorRouteName]: readonly FailureStatus[] } = {
  signIn: [401, 403, 429],
  getSession: [],
  signOut: [],
  chooseTenant: [403, 404],
  listTenants: [],
  listUsers: [],
  createUser: [409],
  updateUser: [404, 409],
  resetPassword: [404],
  listAudit: [],
  listTemplates: [],
  createTemplate: [404],
  getTemplate: [404],
  duplicateTemplate: [404],
  saveDraft: [404, 409, 422],
  publishTemplate: [403, 404, 409, 422],
  getGateFacts: [404],
  listVersions: [404],
  getVersion: [404],
  rollbackTemplate: [403, 404, 409, 422],
  listTemplatePromotions: [404],
  createPreviewLink: [404],
  listVerdicts: [404],
  recordVerdict: [404, 409],
  listAssets: [],
  uploadAsset: [415],
  lookupAssets: [],
  searchRecordings: [],
  readRecording: [404],
};

/** The replies the guard gives before any handler runs, by who may call the route and how. */
function guardFailures(route: EditorRouteDefinition): FailureStatus[] {
  // A state-changing request from another origin: 403, whoever may call the route.
  const origin: FailureStatus[] = route.method === 'GET' ? [] : [403];
  if (route.access === 'public') return [...origin, 429];
  if (route.access === 'signedIn') return [...origin, 401];
  // A role the route names, and a platform admin who has not chosen a tenant yet (409).
  return [...origin, 401, 403, 409];
}

/** Every error reply an editor route may give: every route's, its guard's, its rate limit's and its own. */
export function editorRouteFailures(name: EditorRouteName, route: EditorRouteDefinition): FailureStatus[] {
  const limited: FailureStatus[] = route.perMinute === undefined ? [] : [429];
  return [...commonFailures(route.method), ...guardFailures(route), ...limited, ...EDITOR_ROUTE_FAILURES[name]];
}
