import type { FastifyDynamicSwaggerOptions } from '@fastify/swagger';
import type { FastifySchema } from 'fastify';
import { SESSION_COOKIE_NAME } from '../../domain/identity/session-limits';
import { type OpenapiDocument, toOpenapi30Schemas } from './openapi-30-document';
import { OPENAPI_TAGS } from './operation-tags';
import { describeSuccessReplies } from './success-description';
import { TENANT_HEADER_PARAMETER, TENANT_HEADER_PARAMETER_OBJECT, withTenantHeaderParameter } from './tenant-header-parameter';

/**
 * A shared schema's component name: its `$id` (`TemplateConfig`, `Order`, `FailureEnvelope`), rather
 * than the generator's `def-<n>`. A schema without one (none is registered so) is named by position.
 */
function componentName(json: { $id?: unknown }, _baseUri: unknown, _fragment: unknown, index: number): string {
  return typeof json.$id === 'string' ? json.$id : `Schema${index}`;
}

const HIDDEN: FastifySchema = { hide: true } as FastifySchema;

/** A route of the built apps' pages and files: registered without a schema, outside `/api/`. */
function isPageRoute(schema: FastifySchema | undefined, url: string): boolean {
  return schema === undefined && !url.startsWith('/api/');
}

/**
 * The options of the OpenAPI generator (`@fastify/swagger`) behind `/api/openapi.json`: an OpenAPI
 * 3.0 document whose components are named by their `$id`, whose operations are grouped by
 * OPERATION_TAGS, whose calls that read the tenant header name it as the reusable parameter
 * `TenantCode`, and whose schemas are written in the 3.0 dialect. Routes of the built apps' pages
 * (registered without a schema, outside `/api/`) are not part of the API and left out.
 */
export function openapiOptions(): FastifyDynamicSwaggerOptions {
  return {
    openapi: {
      openapi: '3.0.3',
      info: {
        title: 'insure-h5 reference backend',
        version: '1',
        description: '买家 H5 的接口契约（schema/api）与编辑器接口（/api/editor，本项目约定）。失败时 HTTP 状态为 4xx/5xx，响应体为失败结果（FailureEnvelope / EditorFailure）。',
      },
      tags: OPENAPI_TAGS,
      components: {
        securitySchemes: { editorSession: { type: 'apiKey', in: 'cookie', name: SESSION_COOKIE_NAME } },
        parameters: { [TENANT_HEADER_PARAMETER]: TENANT_HEADER_PARAMETER_OBJECT },
      },
    },
    hideUntagged: false,
    refResolver: { buildLocalReference: componentName },
    transform: ({ schema, url }) => ({ schema: isPageRoute(schema, url) ? HIDDEN : schema, url }),
    transformObject: (generated) => {
      // Only the OpenAPI form is generated here (the options carry `openapi`, never `swagger`).
      if (!('openapiObject' in generated)) return generated.swaggerObject;
      const document = generated.openapiObject as unknown as OpenapiDocument;
      withTenantHeaderParameter(document.paths);
      describeSuccessReplies(document.paths);
      toOpenapi30Schemas(document);
      return generated.openapiObject;
    },
  };
}
