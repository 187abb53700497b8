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
