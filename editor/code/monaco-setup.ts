// Loaded only with the code view (a lazy chunk): monaco never reaches the editor's first load.
// The editor core with its contributions (suggest, hover, find, folding), JSON support and nothing else:
// no other language is bundled.
import 'monaco-editor/esm/vs/editor/edcore.main.js';
import { loader } from '@monaco-editor/react';
import * as monaco from 'monaco-editor/esm/vs/editor/editor.api.js';
import { jsonDefaults } from 'monaco-editor/esm/vs/language/json/monaco.contribution.js';
import EditorWorker from 'monaco-editor/esm/vs/editor/editor.worker.js?worker';
import JsonWorker from 'monaco-editor/esm/vs/language/json/json.worker.js?worker';
import type { CatalogueLocale } from '../../schema/catalogue/catalogue-locale';
import { localizeSchema } from '../../schema/catalogue/localize-schema';
import { buildTemplateJsonSchema } from '../../schema/validate/template-json-schema';
import { TEMPLATE_MODEL_URI } from './template-model-uri';

// Workers come from our own origin, bundled by Vite: nothing is fetched from a CDN.
self.MonacoEnvironment = {
  getWorker(_workerId: string, label: string) {
    return label === 'json' ? new JsonWorker() : new EditorWorker();
  },
};

/**
 * Leaving the code view disposes the editor and its model; monaco then cancels its pending delayed
 * work (validation, highlighting) by rejecting promises nobody awaits. Such a cancellation is monaco's
 * own bookkeeping, not a failure: it is kept out of the page's uncaught errors. Anything else still is.
 */
function isMonacoCancellation(reason: unknown): boolean {
  return reason instanceof Error && reason.name === 'Canceled' && reason.message === 'Canceled';
}
window.addEventListener('unhandledrejection', (event) => {
  if (isMonacoCancellation(event.reason)) event.preventDefault();
});

// @monaco-editor/react would otherwise load monaco from a CDN.
loader.config({ monaco });

const templateSchema = buildTemplateJsonSchema();

/**
 * The same draft-07 schema ajv compiles for the validator, so completion, hover and markers in the code
 * view agree with the problems panel; its titles and descriptions (hover, completion) in the interface
 * language. Its `$ref`s are local (`#/definitions/...`), so nothing is requested.
 */
export function applyTemplateSchema(locale: CatalogueLocale): void {
  jsonDefaults.setDiagnosticsOptions({
    validate: true,
    allowComments: false,
    enableSchemaRequest: false,
    schemaValidation: 'error',
    trailingCommas: 'error',
    comments: 'error',
    schemas: [
      {
        uri: 'https://insure-h5.local/schema/template.schema.json',
        fileMatch: [TEMPLATE_MODEL_URI],
        schema: localizeSchema(templateSchema, locale),
      },
    ],
  });
}

applyTemplateSchema('zh-CN');
