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
  Q extends TSchema | undefined = TSchema | undefined,
  U extends TSchema | undefined = TSchema | undefined,
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
  /** The query string's parameters, for reads that filter or page. */
  readonly query?: Q;
  /**
   * The route takes one file as `multipart/form-data` instead of a JSON body (`body` is then undefined):
   * the form's fields, described for the API reference only.
   */
  readonly upload?: U;
  /** Requests one address may make per minute (shared by every instance); unlimited when absent. */
  readonly perMinute?: number;
  /** The reply when the route succeeds (HTTP 200). */
  readonly response: R;
}

/** Declares an editor route; the identity function keeps each route's own schema types. */
export function defineEditorRoute<
  P extends TSchema | undefined = undefined,
  B extends TSchema | undefined = undefined,
  R extends TSchema = TSchema,
  const A extends EditorAccess = EditorAccess,
  Q extends TSchema | undefined = undefined,
  U extends TSchema | undefined = undefined,
>(definition: EditorRouteDefinition<P, B, R, A, Q, U>): EditorRouteDefinition<P, B, R, A, Q, U> {
  return definition;
}

/** The path parameters of an editor route, or `undefined` when it has none. */
export type EditorRouteParams<D extends EditorRouteDefinition> = D['params'] extends TSchema ? Static<D['params']> : undefined;

/** The body of an editor route, or `undefined` when it takes none. */
export type EditorRouteBody<D extends EditorRouteDefinition> = D['body'] extends TSchema ? Static<D['body']> : undefined;

/** The query parameters of an editor route, or `undefined` when it takes none. */
export type EditorRouteQuery<D extends EditorRouteDefinition> = [NonNullable<D['query']>] extends [never]
  ? undefined
  : NonNullable<D['query']> extends TSchema
    ? Static<NonNullable<D['query']>>
    : undefined;

/** Whether an editor route takes a file upload (`multipart/form-data`) rather than a JSON body. */
export type EditorRouteTakesUpload<D extends EditorRouteDefinition> = [NonNullable<D['upload']>] extends [never] ? false : true;

/** The success reply of an editor route. */
export type EditorRouteReply<D extends EditorRouteDefinition> = Static<D['response']>;
