import AjvCompiler from '@fastify/ajv-compiler';
import SerializerSelector from '@fastify/fast-json-stringify-compiler';

type SerializerCompiler = ReturnType<ReturnType<typeof SerializerSelector>>;

/** Fastify's own validator factory, made once: it keeps one Ajv per set of shared schemas and options, which caches every schema it compiled. */
const buildValidator = AjvCompiler();
const serializerFactory = SerializerSelector();
/** Response serializers already compiled, by shared schemas and options, then by the route's schema object. */
const serializers = new Map<string, WeakMap<object, ReturnType<SerializerCompiler>>>();

/** Fastify's serializer factory, remembering each serializer it compiled for a schema object. */
function buildSerializer(externalSchemas?: unknown, options?: Parameters<ReturnType<typeof SerializerSelector>>[1]): SerializerCompiler {
  const key = JSON.stringify([externalSchemas ?? null, options ?? null]);
  let compiled = serializers.get(key);
  if (!compiled) {
    compiled = new WeakMap();
    serializers.set(key, compiled);
  }
  const known = compiled;
  const compile = serializerFactory(externalSchemas, options);
  return (route) => {
    const schema = route.schema;
    if (typeof schema !== 'object' || schema === null) return compile(route);
    let serializer = known.get(schema);
    if (!serializer) {
      serializer = compile(route);
      known.set(schema, serializer);
    }
    return serializer;
  };
}

/**
 * The schema compilers of every app this process builds (Fastify's defaults, made once rather than
 * per app): the routes' schemas are module constants, so an app built after the first finds its
 * validators and serializers compiled, which takes most of an app's start-up. One server process
 * builds one app; test files build several (a restart, other settings, each database).
 */
export const SHARED_SCHEMA_CONTROLLER = { compilersFactory: { buildValidator, buildSerializer } };
