import { ASSET_ROUTES } from './editor-asset-routes';
import { IDENTITY_ROUTES } from './editor-identity-routes';
import { RECORDING_ROUTES } from './editor-recording-routes';
import { TEMPLATE_ROUTES } from './editor-template-routes';

/** Every path of the editor API is under this prefix; the tenant comes from the signed-in session. */
export const EDITOR_API_PREFIX = '/api/editor';

/** The editor API (本项目约定): identity, then the templates, the asset library and the sales-process recordings of the session's tenant. */
export const EDITOR_ROUTES = { ...IDENTITY_ROUTES, ...TEMPLATE_ROUTES, ...ASSET_ROUTES, ...RECORDING_ROUTES } as const;

export type EditorRoutes = typeof EDITOR_ROUTES;
export type EditorRouteName = keyof EditorRoutes;

/** The names of the template routes, served by the templates domain. */
export type TemplateRouteName = keyof typeof TEMPLATE_ROUTES;

/** The names of the asset library routes, served by the assets domain. */
export type AssetRouteName = keyof typeof ASSET_ROUTES;

/** The names of the identity routes, served by the identity domain. */
export type IdentityRouteName = keyof typeof IDENTITY_ROUTES;

/** The names of the recording routes, served by the recordings domain. */
export type RecordingRouteName = keyof typeof RECORDING_ROUTES;
