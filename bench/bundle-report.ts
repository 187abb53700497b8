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
