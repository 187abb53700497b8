import type { FastifyInstance, FastifySchema } from 'fastify';
import type { EditorRouteDefinition } from '../../../schema/api/editor/define-editor-route';
import { EditorFailureSchema } from '../../../schema/api/editor/editor-envelope';
import { EDITOR_API_PREFIX, EDITOR_ROUTES, type EditorRouteName } from '../../../schema/api/editor/editor-routes';
import type { AppContext } from '../../app/app-context';
import { ERROR_CODES } from '../../app/domain-error';
import { failureEnvelope } from '../../app/failure-envelope';
import type { RoutePlugin } from '../../app/route-plugin';
import { resolveTenant } from '../../app/tenant';
import type { EditorContext, EditorHandler } from './editor-handler';
import { editorHandlers } from './editor-handlers';
import { TemplateInvalidError } from './template-errors';

function routeSchema(name: EditorRouteName, route: EditorRouteDefinition): FastifySchema {
  // `summary`, `tags` and `operationId` are read by the OpenAPI generator, not by Fastify's own type.
  return {
    summary: route.summary,
    tags: ['editor'],
    operationId: `editor_${name}`,
    ...(route.params ? { params: route.params } : {}),
    ...(route.body ? { body: route.body } : {}),
    response: {
      200: route.response,
      400: EditorFailureSchema,
      404: EditorFailureSchema,
      409: EditorFailureSchema,
      422: EditorFailureSchema,
    },
  } as FastifySchema;
}

function registerEditorRoute(app: FastifyInstance, context: AppContext, name: EditorRouteName): void {
  const route: EditorRouteDefinition = EDITOR_ROUTES[name];
  const handler = editorHandlers[name] as unknown as EditorHandler<EditorRouteDefinition>;
  app.route({
    method: route.method,
    url: `${EDITOR_API_PREFIX}${route.path}`,
    schema: routeSchema(name, route),
    handler: async (request, reply) => {
      const tenant = await resolveTenant(request, context.db);
      const editorContext = { params: request.params, body: request.body, tenant, app: context } as EditorContext<EditorRouteDefinition>;
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
 * The editor API under `/api/editor` (see EDITOR_ROUTES): templates, drafts, versions and promotions
 * of the tenant named by the same header as the buyer calls. Bodies and replies use the schemas of
 * `schema/api/editor/`; a template that fails validation is answered 422 with its problems as `errors`.
 */
export const templatesRoutes: RoutePlugin = (app, context) => {
  for (const name of Object.keys(EDITOR_ROUTES) as EditorRouteName[]) registerEditorRoute(app, context, name);
};
