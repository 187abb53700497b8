import type { EditorRouteBody, EditorRouteDefinition, EditorRouteParams, EditorRouteReply } from '../../../schema/api/editor/define-editor-route';
import type { EditorRouteName, EditorRoutes } from '../../../schema/api/editor/editor-routes';
import type { AppContext } from '../../app/app-context';

/** What an editor route handler receives: validated params and body, the resolved tenant, the app's services. */
export interface EditorContext<D extends EditorRouteDefinition> {
  readonly params: EditorRouteParams<D>;
  readonly body: EditorRouteBody<D>;
  readonly tenant: string;
  readonly app: AppContext;
}

/** The `result` an editor route answers with; the route wraps it in the success envelope. */
export type EditorRouteResult<D extends EditorRouteDefinition> = EditorRouteReply<D> extends { result: infer R } ? R : never;

/** Implements one editor route. */
export type EditorHandler<D extends EditorRouteDefinition> = (context: EditorContext<D>) => Promise<EditorRouteResult<D>>;

/** One handler per editor route: the compiler insists on every route. */
export type EditorHandlers = { readonly [N in EditorRouteName]: EditorHandler<EditorRoutes[N]> };
