import type { Static, TSchema } from '@sinclair/typebox';

export type HttpMethod = 'POST' | 'GET';

/** How a POST body travels: JSON (default), url-encoded form, or multipart form data. */
export type RequestEncoding = 'json' | 'form' | 'multipart';

/** Client-side handling the spec asks of some calls; the runtime's API client reads these flags. */
export interface CallClientBehaviour {
  /** Identical calls within the order/notice dedup window are merged into one request. */
  readonly dedupe?: boolean;
  /** The result is kept in memory for the visit (the buyer app's query layer), until a write that changes it. */
  readonly cacheInMemory?: boolean;
  /** Failures are swallowed: no toast. */
  readonly muteErrors?: boolean;
  /** Codes 20000 and 20019 open the 温馨提示 dialog instead of a toast. */
  readonly reminderDialog?: boolean;
}

interface CallCommon<N extends string, R extends TSchema> {
  /** Unique call name, used by clients and servers to find the call. */
  readonly name: N;
  /** Path without the `/api` prefix the server mounts every call under. */
  readonly path: string;
  /** What the call is for, in Chinese; designs of this project where the spec is silent say 本项目约定. */
  readonly summary: string;
  readonly response: R;
  readonly client?: CallClientBehaviour;
}

export interface PostCallDefinition<
  N extends string = string,
  B extends TSchema = TSchema,
  R extends TSchema = TSchema,
  Q extends TSchema | undefined = TSchema | undefined,
> extends CallCommon<N, R> {
  readonly method: 'POST';
  readonly body: B;
  /** Query parameters a POST also carries (queryGoodsTemplateConfig puts promotionId in the address). */
  readonly query: Q;
  readonly encoding: RequestEncoding;
}

export interface GetCallDefinition<N extends string = string, Q extends TSchema = TSchema, R extends TSchema = TSchema>
  extends CallCommon<N, R> {
  readonly method: 'GET';
  readonly query: Q;
}

export type CallDefinition = PostCallDefinition | GetCallDefinition;

type PostCallInput<N extends string, B extends TSchema, R extends TSchema, Q extends TSchema | undefined> = Omit<
  PostCallDefinition<N, B, R, Q>,
  'encoding' | 'query'
> & { readonly encoding?: RequestEncoding; readonly query?: Q };

/** Declares one call of the API contract; a POST body is sent as JSON unless `encoding` says otherwise. */
export function defineCall<
  const N extends string,
  B extends TSchema,
  R extends TSchema,
  Q extends TSchema | undefined = undefined,
>(input: PostCallInput<N, B, R, Q>): PostCallDefinition<N, B, R, Q>;
export function defineCall<const N extends string, Q extends TSchema, R extends TSchema>(
  input: GetCallDefinition<N, Q, R>,
): GetCallDefinition<N, Q, R>;
export function defineCall(input: PostCallInput<string, TSchema, TSchema, TSchema | undefined> | GetCallDefinition) {
  if (input.method === 'GET') return input;
  return { ...input, query: input.query, encoding: input.encoding ?? 'json' };
}

/** The body type of a POST call. */
export type CallBody<C extends CallDefinition> = C extends PostCallDefinition<string, infer B> ? Static<B> : never;

/** The query parameters type of a call, or `undefined` when it takes none. */
export type CallQuery<C extends CallDefinition> = C['query'] extends TSchema ? Static<C['query']> : undefined;

/** The response body type of a call. */
export type CallResponse<C extends CallDefinition> = Static<C['response']>;
