import Ajv from 'ajv';
import { ENGLISH_TEXT_KEYWORDS } from '../catalogue/catalogue-locale';
import type { SchemaValidator } from './schema-validator';
import { buildTemplateJsonSchema } from './template-json-schema';

/**
 * Options shared by the run-time compiler and the standalone build, so both validate alike. The
 * catalogue's English texts are declared as keywords of their own (annotations with no check).
 */
export const AJV_OPTIONS = { allErrors: true, strict: false, keywords: [...ENGLISH_TEXT_KEYWORDS] as string[] } as const;

/**
 * Compiles the template schema with ajv at run time. For the server and tests; the buyer app and the
 * editor use the precompiled validator from `schema/generated/` instead (no compiler, no eval, and no
 * half a second of compiling on a page's thread).
 */
export function compileTemplateValidator(): SchemaValidator {
  const ajv = new Ajv(AJV_OPTIONS);
  return ajv.compile(buildTemplateJsonSchema()) as SchemaValidator;
}
