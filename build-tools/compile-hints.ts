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
 * The chunks a lazily loaded module runs at once when it is called (its chunk and their static imports),
 * by the module's path from the project root: the sales-process recorder, whose start snapshots the page
 * in one go, is one.
 */
export function runAtOnceChunks(bundle: Readonly<Record<string, HintedChunk | { readonly type: 'asset' }>>, lazyModules: readonly string[]): string[] {
  const chunks = new Map<string, HintedChunk>();
  for (const output of Object.values(bundle)) if (output.type === 'chunk') chunks.set(output.fileName, output);
  const starts = [...chunks.values()].filter((chunk) => lazyModules.some((module) => chunk.facadeModuleId?.endsWith(`/${module}`)));
  return [...new Set(starts.flatMap((chunk) => [...chunkClosure(chunks, chunk.fileName)]))];
}

/**
 * Marks the buyer's load-time chunks with the compile hint. On a phone's slow CPU, compiling each
 * function as the page first calls it is a large share of the main thread's work while the first page
 * builds (the long tasks that hold a tap); compiled during the download instead, it is off that
 * thread. `html` is the buyer's HTML entry (an absolute path), `pageModule` the template page. The
 * chunks of `runAtOnce` modules are marked too: loaded lazily, but then run whole in one task (the
 * sales-process recorder's snapshot of the page), where compiling function by function is that task's
 * largest part on a phone. Chunks the first page already has are not marked twice.
 */
export function compileHints(options: { readonly html: string; readonly pageModule: string; readonly runAtOnce?: readonly string[] }): Plugin {
  return {
    name: 'insure-h5:compile-hints',
    apply: 'build',
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        const outputs = bundle as unknown as Record<string, HintedChunk | { readonly type: 'asset' }>;
        const files = new Set([...loadTimeChunks(outputs, options.html, options.pageModule), ...runAtOnceChunks(outputs, options.runAtOnce ?? [])]);
        for (const file of files) {
          const chunk = outputs[file];
          if (chunk?.type === 'chunk' && !chunk.code.startsWith(COMPILE_HINT)) chunk.code = COMPILE_HINT + chunk.code;
        }
      },
    },
  };
}
