import type { TSchema } from '@sinclair/typebox';
import type { EditorRouteBody } from '../../schema/api/editor/define-editor-route';
import { EDITOR_API_PREFIX, EDITOR_ROUTES, type EditorRouteName, type EditorRoutes } from '../../schema/api/editor/editor-routes';
import { CURRENT_SCHEMA_VERSION } from '../../schema/template/schema-version';

/** The routes of the editor API that take a body. */
type RoutesWithBody = { [N in EditorRouteName as EditorRoutes[N]['body'] extends TSchema ? N : never]: EditorRouteBody<EditorRoutes[N]> };

/**
 * A body each editor route accepts, for tests that walk every route: the compiler insists on one for
 * every route with a body, so a new route cannot be left out.
 */
export const SAMPLE_BODIES: RoutesWithBody = {
  signIn: { username: 'sample-user', password: 'not the password' },
  chooseTenant: { tenant: 'ba' },
  createUser: { username: 'sample-created', roles: ['qa'], password: 'a long enough password' },
  updateUser: { displayName: '样例用户' },
  resetPassword: { password: 'another long password' },
  createTemplate: { name: '样例模板', insuranceCategory: 'healthInsurance' },
  duplicateTemplate: {},
  saveDraft: {
    revision: 1,
    draft: {
      schemaVersion: CURRENT_SCHEMA_VERSION,
      themeColor: '#1677ff',
      insuranceCategory: 'healthInsurance',
      pageList: [{ id: 'p1', pageOrder: 1, label: '样例', moduleList: [{ id: 'banner', component: 'productBanner', label: '头图', attrs: { image: '/banner.png', title: '样例' }, isDefault: true }] }],
    },
  },
  publishTemplate: { note: '样例发布' },
  getGateFacts: { goodsId: 'G-HEALTH-001', imageRefs: [] },
  rollbackTemplate: { note: '样例回滚' },
  createPreviewLink: {},
  recordVerdict: { revision: 1, verdict: 'pass', note: '样例' },
  lookupAssets: { ids: ['0'.repeat(64)] },
};

/** Values for the path parameters of the editor routes: a seeded template of the health tenant. */
export const SAMPLE_PARAMS: Readonly<Record<string, string>> = { templateId: 'tpl-health-baiwan', version: '1', username: 'sample-user', recordingId: 'sample-recording-id-0001' };

/** A route's address with its parameters filled in; an unknown parameter gets a plausible word. */
export function samplePath(path: string): string {
  return path.replace(/:([A-Za-z]+)/g, (_match, name: string) => SAMPLE_PARAMS[name] ?? 'sample');
}

/** The name of the EDITOR_ROUTES entry served at a method and full URL, if any. */
export function editorRouteAt(method: string, url: string): EditorRouteName | undefined {
  return (Object.keys(EDITOR_ROUTES) as EditorRouteName[]).find(
    (name) => EDITOR_ROUTES[name].method === method && `${EDITOR_API_PREFIX}${EDITOR_ROUTES[name].path}` === url,
  );
}

/** The sample body of a route (an empty object for a write no sample names, none for a read). */
export function sampleBody(method: string, name: EditorRouteName | undefined): object | undefined {
  if (name !== undefined && name in SAMPLE_BODIES) return SAMPLE_BODIES[name as keyof RoutesWithBody];
  return method === 'POST' || method === 'PUT' ? {} : undefined;
}
