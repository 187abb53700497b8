import type { FastifyReply, FastifyRequest } from 'fastify';
import type { EditorRouteBody, EditorRouteDefinition, EditorRouteParams, EditorRouteQuery, EditorRouteReply } from '../../schema/api/editor/define-editor-route';
import type { EditorRouteName, EditorRoutes } from '../../schema/api/editor/editor-routes';
import type { EditorActor } from '../domain/identity/editor-actor';
import type { AppContext } from './app-context';

/**
 * What an editor route handler receives: validated params and body, the signed-in user and the tenant
 * the session acts for (both null/empty only on public routes), the request for the session itself,
 * and the app's services.
 */
export interface EditorContext<D extends EditorRouteDefinition> {
  readonly params: EditorRouteParams<D>;
  /** The validated query string (with its defaults filled in). */
  readonly query: EditorRouteQuery<D>;
  readonly body: EditorRouteBody<D>;
  /** The tenant acted for; empty on a public route or for a platform admin who has not chosen one. */
  readonly tenant: string;
  readonly actor: D['access'] extends 'public' ? EditorActor | null : EditorActor;
  readonly request: FastifyRequest;
  readonly reply: FastifyReply;
  readonly app: AppContext;
}

/** The `result` an editor route answers with; the route wraps it in the success envelope. */
export type EditorRouteResult<D extends EditorRouteDefinition> = EditorRouteReply<D> extends { result: infer R } ? R : never;

/** Implements one editor route. */
export type EditorHandler<D extends EditorRouteDefinition> = (context: EditorContext<D>) => Promise<EditorRouteResult<D>>;

/** Handlers for some editor routes (a domain's share). */
export type EditorHandlerMap<K extends EditorRouteName> = { readonly [N in K]: EditorHandler<EditorRoutes[N]> };

/** One handler per editor route: the compiler insists on every route. */
export type EditorHandlers = EditorHandlerMap<EditorRouteName>;
