import type { TSchema } from '@sinclair/typebox';
import type { FastifyInstance, FastifyRequest, FastifySchema } from 'fastify';
import type { EditorRouteDefinition } from '../../schema/api/editor/define-editor-route';
import { EDITOR_API_PREFIX, EDITOR_ROUTES, type EditorRouteName } from '../../schema/api/editor/editor-routes';
import { authorize } from '../domain/identity/authorize';
import { resolveActor, type EditorActor } from '../domain/identity/editor-actor';
import { checkOrigin } from '../domain/identity/origin-check';
import { SIGN_IN_REQUESTS_PER_MINUTE } from '../domain/identity/session-limits';
import { TemplateInvalidError } from '../domain/templates/template-errors';
import type { AppContext } from './app-context';
import { ERROR_CODES } from './domain-error';
import type { EditorContext, EditorHandler } from './editor-handler';
import { editorHandlers } from './editor-handlers';
import { failureEnvelope } from './failure-envelope';
import { editorRouteFailures } from './openapi/editor-route-failures';
import { failureReplies } from './openapi/failure-replies';

/** What the guard decided for a request, read by its handler. */
interface Authorized {
  readonly actor: EditorActor | null;
  readonly tenant: string;
}

const AUTHORIZED = new WeakMap<FastifyRequest, Authorized>();

/** Who may call a route, as the OpenAPI document says it. */
function accessDescription(access: EditorRouteDefinition['access']): string {
  if (access === 'public') return '无需登录（Public）';
  if (access === 'signedIn') return '需要登录（any signed-in user）';
  return `需要登录且具有角色之一（roles）：${access.join(' / ')}`;
}

/** A form's fields for the API reference, as a schema that accepts whatever body Fastify hands over. */
function formDescription(form: TSchema): object {
  const { type: _type, ...described } = form as TSchema & { type?: unknown };
  return described;
}

/** The rate limit of a route: sign-in's for the public route, the route's own where it names one. */
function rateLimitOf(route: EditorRouteDefinition): { max: number; timeWindow: number } | undefined {
  if (route.access === 'public') return { max: SIGN_IN_REQUESTS_PER_MINUTE, timeWindow: 60_000 };
  return route.perMinute === undefined ? undefined : { max: route.perMinute, timeWindow: 60_000 };
}

function routeSchema(name: EditorRouteName, route: EditorRouteDefinition): FastifySchema {
  // `summary`, `tags` and `operationId` are read by the OpenAPI generator, not by Fastify's own type.
  return {
    summary: route.summary,
    description: accessDescription(route.access),
    tags: ['editor'],
    operationId: `editor_${name}`,
    ...(route.access === 'public' ? {} : { security: [{ editorSession: [] }] }),
    ...(route.params ? { params: route.params } : {}),
    ...(route.query ? { querystring: route.query } : {}),
    ...(route.body ? { body: route.body } : {}),
    // A file upload is read by its handler; the form is described for the OpenAPI document only (a
    // schema without `type` validates nothing: the multipart body is not parsed into an object).
    ...(route.upload ? { consumes: ['multipart/form-data'], body: { content: { 'multipart/form-data': { schema: formDescription(route.upload) } } } } : {}),
    response: { 200: route.response, ...failureReplies(editorRouteFailures(name, route), 'EditorFailure') },
  } as FastifySchema;
}

function registerEditorRoute(app: FastifyInstance, context: AppContext, name: EditorRouteName): void {
  const route: EditorRouteDefinition = EDITOR_ROUTES[name];
  const handler = editorHandlers[name] as unknown as EditorHandler<EditorRouteDefinition>;
  app.route({
    method: route.method,
    url: `${EDITOR_API_PREFIX}${route.path}`,
    schema: routeSchema(name, route),
    ...(rateLimitOf(route) ? { config: { rateLimit: rateLimitOf(route) } } : {}),
    // Before the body is even parsed: an anonymous or foreign request learns nothing from validation.
    onRequest: async (request) => {
      checkOrigin(request, context.config.publicOrigin);
      const actor = await resolveActor(request, context.db);
      AUTHORIZED.set(request, { actor, tenant: authorize(route.access, actor) });
    },
    handler: async (request, reply) => {
      const authorized = AUTHORIZED.get(request);
      if (!authorized) throw new Error('editor route reached without its guard');
      const editorContext = { params: request.params, query: request.query, body: request.body, ...authorized, request, reply, app: context } as EditorContext<EditorRouteDefinition>;
      try {
        return { success: true, code: 0, result: await handler(editorContext) };
      } catch (error) {
        if (!(error instanceof TemplateInvalidError)) throw error;
        return reply.status(422).send(failureEnvelope(ERROR_CODES.badRequest, error.message, { errors: error.problems }));
      }
    },
  });
}

/**
 * The editor API under `/api/editor` (see EDITOR_ROUTES). Every route is guarded before its body is
 * read: state-changing requests must come from this server's pages (Origin), and the session must
 * hold a role the route names (401 without a session, 403 without the role). The tenant is the
 * session's, never a header's. A template that fails validation is answered 422 with its problems.
 */
export function registerEditorApi(app: FastifyInstance, context: AppContext): void {
  for (const name of Object.keys(EDITOR_ROUTES) as EditorRouteName[]) registerEditorRoute(app, context, name);
}
