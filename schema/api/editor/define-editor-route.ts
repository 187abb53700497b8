import type { Static, TSchema } from '@sinclair/typebox';

/** Methods the editor API uses: reads are GET, creations and actions POST, the draft save PUT. */
export type EditorRouteMethod = 'GET' | 'POST' | 'PUT';

/**
 * One route of the editor API (本项目约定, not part of the buyer contract): its address under
 * `/api/editor`, the schemas of its path parameters, body and success reply. The server registers
 * it with these schemas and an editor client derives its types from the same definition.
 */
export interface EditorRouteDefinition<
  P extends TSchema | undefined = TSchema | undefined,
  B extends TSchema | undefined = TSchema | undefined,
  R extends TSchema = TSchema,
> {
  readonly method: EditorRouteMethod;
  /** Fastify-style path below `/api/editor`, e.g. `/templates/:templateId`. */
  readonly path: string;
  /** What the route does, in Chinese. */
  readonly summary: string;
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
>(definition: EditorRouteDefinition<P, B, R>): EditorRouteDefinition<P, B, R> {
  return definition;
}

/** The path parameters of an editor route, or `undefined` when it has none. */
export type EditorRouteParams<D extends EditorRouteDefinition> = D['params'] extends TSchema ? Static<D['params']> : undefined;

/** The body of an editor route, or `undefined` when it takes none. */
export type EditorRouteBody<D extends EditorRouteDefinition> = D['body'] extends TSchema ? Static<D['body']> : undefined;

/** The success reply of an editor route. */
export type EditorRouteReply<D extends EditorRouteDefinition> = Static<D['response']>;
