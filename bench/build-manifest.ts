import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';

/** One chunk of Vite's build manifest (`dist/.vite/manifest.json`). */
export interface ManifestChunk {
  readonly file: string;
  readonly isEntry?: boolean;
  readonly imports?: readonly string[];
  readonly dynamicImports?: readonly string[];
  readonly css?: readonly string[];
  readonly assets?: readonly string[];
}

export type Manifest = Record<string, ManifestChunk>;

export function readManifest(distDir: string): Manifest {
  return JSON.parse(readFileSync(resolve(distDir, '.vite/manifest.json'), 'utf8')) as Manifest;
}

/**
 * The files an entry needs: `initial` are loaded before first render (the entry and its static
 * imports), `all` adds every chunk reachable through dynamic imports.
 */
export function entryFiles(manifest: Manifest, entryKey: string): { initial: string[]; all: string[] } {
  const collect = (followDynamic: boolean): string[] => {
    const seen = new Set<string>();
    const visit = (key: string): void => {
      if (seen.has(key)) return;
      const chunk = manifest[key];
      if (!chunk) return;
      seen.add(key);
      for (const next of chunk.imports ?? []) visit(next);
      if (followDynamic) for (const next of chunk.dynamicImports ?? []) visit(next);
    };
    visit(entryKey);
    return [...seen].map((key) => manifest[key]?.file).filter((file): file is string => file !== undefined);
  };
  return { initial: collect(false), all: collect(true) };
}

/**
 * The files only a lazily loaded module brings (its chunk, and what it imports that nothing else of the
 * entry does): reachable from `lazyKey`, not from the entry with that one dynamic import left out.
 */
export function filesOnlyOf(manifest: Manifest, entryKey: string, lazyKey: string): string[] {
  const without: Manifest = Object.fromEntries(
    Object.entries(manifest).map(([key, chunk]) => [key, { ...chunk, dynamicImports: (chunk.dynamicImports ?? []).filter((next) => next !== lazyKey) }]),
  );
  const elsewhere = new Set(entryFiles(without, entryKey).all);
  return entryFiles(manifest, lazyKey).all.filter((file) => !elsewhere.has(file));
}
