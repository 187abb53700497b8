import { constants as zlibConstants } from 'node:zlib';
import compress from '@fastify/compress';
import formbody from '@fastify/formbody';
import multipart from '@fastify/multipart';
import swagger from '@fastify/swagger';
import Fastify, { type FastifyInstance } from 'fastify';
import type { DestinationStream } from 'pino';
import { API_SHARED_SCHEMAS } from '../../schema/api';
import type { ServerConfig } from '../config/load-config';
import type { Database } from '../db/database';
import { PiiVault } from '../pii/pii-vault';
import { loggerOptions } from '../logging/logger-options';
import { OneLinePerRequest } from '../logging/request-log';
import type { AppContext } from './app-context';
import type { CallHandlers } from './call-handler';
import { registerSessions } from '../domain/identity/session-plugin';
import { ERROR_CODES } from './domain-error';
import { registerEditorApi } from './editor-api';
import { errorHandler } from './error-handler';
import { failureEnvelope } from './failure-envelope';
import { refuseHostileInput } from './hostile-input';
import { registerSecurityHeaders } from './security-headers';
import { ALL_HANDLERS, ALL_ROUTE_PLUGINS } from './handlers';
import { notFound } from './not-found';
import { FAILURE_ENVELOPE_SCHEMAS } from './openapi/failure-envelope-schemas';
import { openapiOptions } from './openapi/openapi-options';
import { registerCalls } from './register-calls';
import { findPromotionPage } from './find-promotion-page';
import { serveApps } from './serve-apps';
import { SHARED_SCHEMA_CONTROLLER } from './shared-schema-compilers';
import { watchCatalogue } from '../catalogue/watch-catalogue';

export interface BuildAppOptions {
  readonly config: ServerConfig;
  /** An open, migrated database; the app does not own it (the caller closes it). */
  readonly db: Database;
  /** The clock; tests pass their own. */
  readonly now?: () => Date;
  /** Log level; 'silent' in tests. */
  readonly logLevel?: string;
  /** Where log lines go; standard output written synchronously when absent (tests, scripts). */
  readonly logDestination?: DestinationStream;
  /** Replaces the domain handlers (tests of the core use this). */
  readonly handlers?: CallHandlers;
}

/** Fastify takes a hop count as a function of the hop (its types have no number form). */
function trustProxyOption(setting: ServerConfig['trustProxy']): boolean | string | ((address: string, hop: number) => boolean) {
  return typeof setting === 'number' ? (_address, hop) => hop < setting : setting;
}

/** Upload size limit: ten 2 MiB photos as data URLs fit, a video does not. */
const BODY_LIMIT_BYTES = 25 * 1024 * 1024;

/**
 * Builds the reference backend: every call of the contract under `/api` with the schemas of `schema/`,
 * the spec's envelopes for every failure, the OpenAPI document at `/api/openapi.json`, and the built
 * runtime and editor when `dist/` exists.
 */
export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: {
      ...(loggerOptions(options.logLevel ?? (options.config.nodeEnv === 'test' ? 'silent' : 'info')) as object),
      ...(options.logDestination ? { stream: options.logDestination } : {}),
    },
    bodyLimit: BODY_LIMIT_BYTES,
    // One line per request instead of Fastify's two.
    logController: new OneLinePerRequest(),
    trustProxy: trustProxyOption(options.config.trustProxy),
    ajv: { customOptions: { allErrors: true, strict: false, coerceTypes: 'array', useDefaults: true, removeAdditional: false } },
    schemaController: SHARED_SCHEMA_CONTROLLER,
  });
  const context: AppContext = {
    db: options.db,
    config: options.config,
    now: options.now ?? (() => new Date()),
    log: app.log,
    pii: new PiiVault(options.config.piiKeys),
  };

  // Catalogue reads (tenants, published templates, products, rate tables) come from memory while
  // this instance hears every change notice; closing the app stops listening.
  const unwatch = await watchCatalogue(options.db, {
    onLost: () => app.log.warn('catalogue change notices lost: catalogue reads go to the database until listening again'),
    onListening: () => app.log.info('listening to catalogue change notices'),
  });
  app.addHook('onClose', unwatch);

  for (const schema of [...API_SHARED_SCHEMAS, ...FAILURE_ENVELOPE_SCHEMAS]) app.addSchema(schema);
  // API replies (a template is tens of kilobytes of JSON) and the HTML shell go out compressed;
  // built assets come precompressed from the build.
  await app.register(compress, { global: true, threshold: 1024, encodings: ['br', 'gzip'], brotliOptions: { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 4 } } });
  await app.register(formbody);
  await app.register(multipart, { limits: { fileSize: 10 * 1024 * 1024, files: 1 } });
  await app.register(swagger, openapiOptions());
  await registerSecurityHeaders(app, options.config);
  await registerSessions(app, context);
  app.setErrorHandler(errorHandler);
  app.addHook('preValidation', refuseHostileInput);

  registerCalls(app, context, options.handlers ?? ALL_HANDLERS);
  registerEditorApi(app, context);
  for (const plugin of ALL_ROUTE_PLUGINS) await plugin(app, context);
  app.get('/api/openapi.json', { schema: { hide: true } }, async () => app.swagger());
  app.get('/api/health', { schema: { hide: true } }, async () => ({ success: true, database: options.db.kind }));

  app.setNotFoundHandler((request, reply) => {
    if (request.url.startsWith('/api/') || request.method !== 'GET') {
      return errorHandler(notFound(`接口不存在：${request.method} ${request.url.split('?')[0]}`) as never, request, reply);
    }
    return reply.status(404).send(failureEnvelope(ERROR_CODES.notFound, '页面不存在'));
  });
  await serveApps(app, options.config.distDir, {
    promotionPage: (search) => findPromotionPage(options.db, search),
    robotsIndex: options.config.robotsIndex,
  });
  return app;
}
