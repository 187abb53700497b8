import type { Static, TSchema } from '@sinclair/typebox';
import type { EditorAccess } from './editor-roles';

/** Methods the editor API uses: reads are GET, creations and actions POST, updates PUT, signing out DELETE. */
export type EditorRouteMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * One route of the editor API (本项目约定, not part of the buyer contract): its address under
 * `/api/editor`, the schemas of its path parameters, body and success reply. The server registers
 * it with these schemas and an editor client derives its types from the same definition.
 */
export interface EditorRouteDefinition<
  P extends TSchema | undefined = TSchema | undefined,
  B extends TSchema | undefined = TSchema | undefined,
  R extends TSchema = TSchema,
  A extends EditorAccess = EditorAccess,
> {
  readonly method: EditorRouteMethod;
  /** Fastify-style path below `/api/editor`, e.g. `/templates/:templateId`. */
  readonly path: string;
  /** What the route does, in Chinese. */
  readonly summary: string;
  /** Who may call it; the server refuses everyone else (401 signed out, 403 without the role). */
  readonly access: A;
  readonly params: P;
  readonly body: B;
  /** The reply when the route succeeds (HTTP 200). */
  readonly response: R;
}

/** Declares an editor route; the identity function keeps each route's own schema types. */
export function defineEditorRoute<
  P extends TSchema | undefined = undefined,
  B extends TSchema | undefined = undefined,
  R extends TSchema = TSchema,
  const A extends EditorAccess = EditorAccess,
>(definition: EditorRouteDefinition<P, B, R, A>): EditorRouteDefinition<P, B, R, A> {
  return definition;
}

/** The path parameters of an editor route, or `undefined` when it has none. */
export type EditorRouteParams<D extends EditorRouteDefinition> = D['params'] extends TSchema ? Static<D['params']> : undefined;

/** The body of an editor route, or `undefined` when it takes none. */
export type EditorRouteBody<D extends EditorRouteDefinition> = D['body'] extends TSchema ? Static<D['body']> : undefined;

/** The success reply of an editor route. */
export type EditorRouteReply<D extends EditorRouteDefinition> = Static<D['response']>;
