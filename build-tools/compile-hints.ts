import type { Plugin } from 'vite';
import { chunkClosure } from './chunk-closure';
import { templatePageFiles, type PreloadChunk } from './preload-template-page';

/**
 * V8's explicit compile hint: the engine compiles every function of a script so marked while it
 * streams the script in, on a background thread, instead of compiling each function on the main
 * thread the first time it is called. Engines that do not know it read a comment.
 */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

/** A chunk as this plugin reads and changes it. */
export interface HintedChunk extends PreloadChunk {
  readonly isEntry: boolean;
  readonly facadeModuleId: string | null;
  code: string;
}

/**
 * The chunks the buyer's first page runs as it loads: the HTML entry's chunk with its static imports,
 * and the template page's chunks. Most of their functions run before the page is interactive.
 */
export function loadTimeChunks(bundle: Readonly<Record<string, HintedChunk | { readonly type: 'asset' }>>, html: string, pageModule: string): string[] {
  const chunks = new Map<string, HintedChunk>();
  for (const output of Object.values(bundle)) if (output.type === 'chunk') chunks.set(output.fileName, output);
  const entry = [...chunks.values()].find((chunk) => chunk.isEntry && chunk.facadeModuleId === html);
  if (!entry) return [];
  return [...chunkClosure(chunks, entry.fileName), ...templatePageFiles(bundle, entry.fileName, pageModule).scripts];
}

/**
 * Marks the buyer's load-time chunks with the compile hint. On a phone's slow CPU, compiling each
 * function as the page first calls it is a large share of the main thread's work while the first page
 * builds (the long tasks that hold a tap); compiled during the download instead, it is off that
 * thread. `html` is the buyer's HTML entry (an absolute path), `pageModule` the template page.
 */
export function compileHints(options: { readonly html: string; readonly pageModule: string }): Plugin {
  return {
    name: 'insure-h5:compile-hints',
    apply: 'build',
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        const outputs = bundle as unknown as Record<string, HintedChunk | { readonly type: 'asset' }>;
        for (const file of loadTimeChunks(outputs, options.html, options.pageModule)) {
          const chunk = outputs[file];
          if (chunk?.type === 'chunk' && !chunk.code.startsWith(COMPILE_HINT)) chunk.code = COMPILE_HINT + chunk.code;
        }
      },
    },
  };
}
