import type { EditorRouteBody, EditorRouteParams, EditorRouteQuery, EditorRouteReply, EditorRouteTakesUpload } from '../../schema/api/editor/define-editor-route';
import { EDITOR_API_PREFIX, EDITOR_ROUTES, type EditorRouteName, type EditorRoutes } from '../../schema/api/editor/editor-routes';
import type { EditorApiResult } from './editor-api-error';
import { readFailure } from './read-failure';
import { routePath } from './route-path';

/** Each route's address parameters, body and result, resolved once from its schemas. */
type RouteTypes = {
  readonly [N in EditorRouteName]: {
    readonly params: EditorRouteParams<EditorRoutes[N]>;
    /** A file upload sends its form; every other route its JSON body. */
    readonly body: EditorRouteTakesUpload<EditorRoutes[N]> extends true ? FormData : EditorRouteBody<EditorRoutes[N]>;
    readonly query: EditorRouteQuery<EditorRoutes[N]>;
    readonly result: EditorRouteReply<EditorRoutes[N]>['result'];
  };
};

/** What a route returns inside its `{ success, code, result }` envelope. */
export type EditorRouteResult<N extends EditorRouteName> = RouteTypes[N]['result'];

type ParamsPart<P> = [P] extends [undefined] ? { readonly params?: undefined } : { readonly params: P };
type BodyPart<B> = [B] extends [undefined] ? { readonly body?: undefined } : { readonly body: B };
type QueryPart<Q> = [Q] extends [undefined] ? { readonly query?: undefined } : { readonly query?: Q };

/** A call's address parameters and body, each required exactly when the route has one. */
export type EditorCallInput<N extends EditorRouteName> = ParamsPart<RouteTypes[N]['params']> &
  BodyPart<RouteTypes[N]['body']> &
  QueryPart<RouteTypes[N]['query']> & { readonly signal?: AbortSignal };

type CallArgs<N extends EditorRouteName> = [RouteTypes[N]['params'], RouteTypes[N]['body']] extends [undefined, undefined]
  ? [input?: EditorCallInput<N>]
  : [input: EditorCallInput<N>];

export interface EditorApiClientOptions {
  /**
   * The tenant the signed-in session acts for. The server takes it from the session, never from the
   * request; the client carries it so that what it loaded stays tied to the tenant it came from.
   */
  readonly tenant: string;
  /** Called when a call finds the session gone (401), so the editor can ask the user to sign in again. */
  readonly onSignedOut?: () => void;
  /** Where the server is; the editor's own origin when empty. */
  readonly baseUrl?: string;
  /** Injected in tests; the browser's fetch otherwise. */
  readonly fetch?: typeof fetch;
}

/** One route as a method: its input in, its typed result or failure out. */
export type EditorApiMethod<N extends EditorRouteName> = (...args: CallArgs<N>) => Promise<EditorApiResult<EditorRouteResult<N>>>;

/**
 * The editor API of one tenant: a method per route of EDITOR_ROUTES, named like the route and typed
 * from its schemas (`api.getTemplate({ params: { templateId } })`).
 */
export type EditorApiClient = { readonly tenant: string } & { readonly [N in EditorRouteName]: EditorApiMethod<N> };

/** A call's input as the transport sees it. */
interface RawInput {
  readonly params?: Readonly<Record<string, string | number>>;
  readonly query?: Readonly<Record<string, string | number | undefined>>;
  readonly body?: unknown;
  readonly signal?: AbortSignal;
}

/** `?name=value&...` of the parameters that have a value; empty without any. */
function queryString(query: RawInput['query']): string {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query ?? {})) if (value !== undefined && value !== '') search.set(name, String(value));
  const text = search.toString();
  return text === '' ? '' : `?${text}`;
}

async function readJson(response: Response): Promise<unknown> {
  try {
    return await response.json();
  } catch {
    return undefined;
  }
}

/**
 * Creates the editor's HTTP client. Failures come back as typed results (409 conflict, 422 problems,
 * network...) rather than exceptions, so every caller has to decide what the operator sees.
 */
export function createEditorApiClient(options: EditorApiClientOptions): EditorApiClient {
  const fetchImpl = options.fetch ?? ((input: RequestInfo | URL, init?: RequestInit) => globalThis.fetch(input, init));
  const base = `${options.baseUrl ?? ''}${EDITOR_API_PREFIX}`;
  const call = async (name: EditorRouteName, input: RawInput | undefined): Promise<EditorApiResult<unknown>> => {
    const route = EDITOR_ROUTES[name];
    const headers: Record<string, string> = { accept: 'application/json' };
    // A form carries its own multipart content type (with its boundary), set by the browser.
    const form = input?.body instanceof FormData ? input.body : undefined;
    if (input?.body !== undefined && !form) headers['content-type'] = 'application/json';
    let response: Response;
    try {
      response = await fetchImpl(`${base}${routePath(route.path, input?.params)}${queryString(input?.query)}`, {
        method: route.method,
        headers,
        ...(input?.body !== undefined ? { body: form ?? JSON.stringify(input.body) } : {}),
        ...(input?.signal ? { signal: input.signal } : {}),
        // The session cookie goes with every call; it is sent to this origin only.
        credentials: 'same-origin',
      });
    } catch (error) {
      return { ok: false, error: { kind: 'network', message: error instanceof Error ? error.message : String(error) } };
    }
    const body = await readJson(response);
    const envelope = body as { success?: unknown; result?: unknown } | undefined;
    if (response.ok && envelope?.success === true && 'result' in envelope) return { ok: true, value: envelope.result };
    const error = readFailure(response.ok ? 502 : response.status, body);
    if (error.kind === 'signedOut' && route.access !== 'public') options.onSignedOut?.();
    return { ok: false, error };
  };
  const methods = Object.fromEntries(
    (Object.keys(EDITOR_ROUTES) as EditorRouteName[]).map((name) => [name, (input?: RawInput) => call(name, input)]),
  );
  // The replies are what the server serialised with the same route schemas the method types come from.
  return { tenant: options.tenant, ...methods } as EditorApiClient;
}
