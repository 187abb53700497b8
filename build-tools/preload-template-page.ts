import type { HtmlTagDescriptor, Plugin } from 'vite';
import { chunkClosure } from './chunk-closure';

/** What the plugin reads of a bundle's chunks (the bundler's output chunk, narrowed). */
export interface PreloadChunk {
  readonly type: 'chunk';
  readonly fileName: string;
  readonly moduleIds: readonly string[];
  readonly imports: readonly string[];
  readonly viteMetadata?: { readonly importedCss: ReadonlySet<string> };
}

/**
 * The files the template page needs beyond the entry's own: the chunk holding `pageModule` and its
 * static imports, minus what the entry already loads, with their style sheets.
 */
export function templatePageFiles(bundle: Readonly<Record<string, PreloadChunk | { readonly type: 'asset' }>>, entryFile: string, pageModule: string) {
  const chunks = new Map<string, PreloadChunk>();
  for (const output of Object.values(bundle)) if (output.type === 'chunk') chunks.set(output.fileName, output);
  const closure = (start: string) => chunkClosure(chunks, start);
  const page = [...chunks.values()].find((chunk) => chunk.moduleIds.some((id) => id.endsWith(pageModule)));
  if (!page) return { scripts: [], styles: [] };
  const loaded = closure(entryFile);
  const scripts = [...closure(page.fileName)].filter((file) => !loaded.has(file));
  const styles = scripts.flatMap((file) => [...(chunks.get(file)?.viteMetadata?.importedCss ?? [])]);
  return { scripts, styles };
}

/**
 * Lets the buyer's HTML ask for the template page's code while the entry downloads, instead of after
 * the entry has run and found the route: `modulepreload` for its chunks and `preload` for its style
 * sheets (applied when the page's code adds them, so the first paint is not held). Every address of
 * the buyer app but a few rare ones renders through the same chunks.
 */
export function preloadTemplatePage(options: { readonly html: string; readonly pageModule: string }): Plugin {
  let base = '/';
  return {
    name: 'insure-h5:preload-template-page',
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      handler(_html, context) {
        if (context.path !== options.html || !context.bundle || !context.chunk) return undefined;
        const { scripts, styles } = templatePageFiles(context.bundle as never, context.chunk.fileName, options.pageModule);
        const tags: HtmlTagDescriptor[] = [
          ...scripts.map((file) => ({ tag: 'link', attrs: { rel: 'modulepreload', crossorigin: true, href: `${base}${file}` }, injectTo: 'head' as const })),
          ...styles.map((file) => ({ tag: 'link', attrs: { rel: 'preload', as: 'style', crossorigin: true, href: `${base}${file}` }, injectTo: 'head' as const })),
        ];
        return tags;
      },
    },
  };
}
