import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { entryFiles, readManifest } from './build-manifest';

/** Markers of code a strict CSP forbids or of an ajv compiler shipped to the browser. */
const FORBIDDEN_MARKERS: Record<string, RegExp> = {
  'eval(': /\beval\s*\(/,
  'new Function': /new\s+Function\s*\(/,
  'ajv compiler': /ajv implementation error|schema with key or id|strictTypes|\bKeywordCxt\b/,
};

export interface EntryFigures {
  readonly entry: string;
  readonly initialGzip: number;
  readonly allGzip: number;
  readonly files: number;
  readonly forbidden: string[];
}

function gzipSize(distDir: string, file: string): number {
  return gzipSync(readFileSync(resolve(distDir, file))).length;
}

/** Gzip sizes of an entry's initial and total JavaScript, and any forbidden marker found in it. */
export function measureEntry(distDir: string, entryKey: string): EntryFigures {
  const manifest = readManifest(distDir);
  const { initial, all } = entryFiles(manifest, entryKey);
  const js = (files: string[]) => files.filter((file) => file.endsWith('.js'));
  const forbidden = Object.entries(FORBIDDEN_MARKERS)
    .filter(([, pattern]) => js(all).some((file) => pattern.test(readFileSync(resolve(distDir, file), 'utf8'))))
    .map(([name]) => name);
  return {
    entry: entryKey,
    initialGzip: js(initial).reduce((sum, file) => sum + gzipSize(distDir, file), 0),
    allGzip: js(all).reduce((sum, file) => sum + gzipSize(distDir, file), 0),
    files: js(all).length,
    forbidden,
  };
}

export interface LazyChunkFigures {
  /** Gzip size of the JavaScript that opening the chunk adds to what the entry loaded first. */
  readonly addedGzip: number;
  /** Gzip size of the web workers the chunk starts (monaco's editor and JSON workers). */
  readonly workersGzip: number;
  /** Added JavaScript files, workers not counted. */
  readonly files: number;
}

/**
 * What a lazily imported chunk of an entry costs when it first loads (e.g. the editor's code view with
 * monaco): its JavaScript and everything it reaches that the entry's first load did not already
 * bring, and, apart, the workers it ships as assets.
 */
export function measureLazyChunk(distDir: string, entryKey: string, chunkKey: string): LazyChunkFigures {
  const manifest = readManifest(distDir);
  const loaded = new Set(entryFiles(manifest, entryKey).initial);
  const added = entryFiles(manifest, chunkKey).all.filter((file) => file.endsWith('.js') && !loaded.has(file));
  const workers = new Set<string>();
  for (const file of added) {
    const chunk = Object.values(manifest).find((candidate) => candidate.file === file);
    for (const asset of chunk?.assets ?? []) if (asset.endsWith('.js')) workers.add(asset);
  }
  return {
    addedGzip: added.reduce((sum, file) => sum + gzipSize(distDir, file), 0),
    workersGzip: [...workers].reduce((sum, file) => sum + gzipSize(distDir, file), 0),
    files: added.length,
  };
}

/** What an HTML page asks the browser to download as it loads, by kind, as the addresses it names. */
export interface HtmlReferences {
  /** `<script src>`. */
  readonly scripts: readonly string[];
  /** `<link rel="modulepreload">`. */
  readonly modulePreloads: readonly string[];
  /** `<link rel="stylesheet">` and `<link rel="preload" as="style">`. */
  readonly styleSheets: readonly string[];
  /** `<img src>` and `<link rel="preload" as="image">`: the first screen's banner. */
  readonly images: readonly string[];
}

function attribute(tag: string, name: string): string | undefined {
  return new RegExp(`\\s${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s>]+))`, 'i').exec(tag)?.slice(1).find((value) => value !== undefined);
}

/** Every script, module preload, style sheet and image an HTML page references, each once, in document order. */
export function htmlReferences(html: string): HtmlReferences {
  const scripts = new Set<string>();
  const modulePreloads = new Set<string>();
  const styleSheets = new Set<string>();
  const images = new Set<string>();
  // Comments hold no references (index.html's say what the loading screen is for).
  for (const [tag] of html.replace(/<!--[\s\S]*?-->/g, '').matchAll(/<(script|link|img)\b[^>]*>/gi)) {
    const name = tag.slice(1).split(/[\s>]/)[0]!.toLowerCase();
    const rel = attribute(tag, 'rel')?.toLowerCase();
    const as = attribute(tag, 'as')?.toLowerCase();
    if (name === 'script') {
      const src = attribute(tag, 'src');
      if (src) scripts.add(src);
    } else if (name === 'img') {
      const src = attribute(tag, 'src');
      if (src) images.add(src);
    } else {
      const href = attribute(tag, 'href');
      if (!href) continue;
      if (rel === 'modulepreload') modulePreloads.add(href);
      else if (rel === 'stylesheet' || (rel === 'preload' && as === 'style')) styleSheets.add(href);
      else if (rel === 'preload' && as === 'image') images.add(href);
    }
  }
  return { scripts: [...scripts], modulePreloads: [...modulePreloads], styleSheets: [...styleSheets], images: [...images] };
}

/** The built files (paths under `distDir`) of the app's own addresses among `urls`; other addresses are left out. */
export function builtFiles(urls: readonly string[]): string[] {
  return urls.map((url) => new URL(url, 'http://localhost').pathname).filter((path) => path.startsWith('/assets/')).map((path) => path.slice(1));
}

/** The summed gzip size of built files, each counted once. */
export function gzipOfFiles(distDir: string, files: readonly string[]): number {
  return [...new Set(files)].reduce((sum, file) => sum + gzipSize(distDir, file), 0);
}
