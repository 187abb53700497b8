import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';

type Manifest = Record<string, { file: string; name?: string }>;

function readManifest(): Manifest {
  return JSON.parse(readFileSync(resolve(process.env.DIST_DIR ?? 'dist', '.vite/manifest.json'), 'utf8')) as Manifest;
}

/**
 * The built file of one of the chunks the build groups lazily loaded code into (build-tools/
 * runtime-chunks.ts): `runtime-lazy` holds the buyer app's pages and blocks, the template page's code.
 */
export function groupChunk(name: string): string {
  const entry = Object.values(readManifest()).find((candidate) => candidate.name === name && candidate.file.endsWith('.js'));
  if (!entry) throw new Error(`no chunk named ${name} in the build manifest`);
  return entry.file;
}
