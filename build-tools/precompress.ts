import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Files worth compressing: text assets a browser fetches. */
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|map)$/;

/** Below this size the encoding headers cost more than they save. */
const MIN_BYTES = 1024;

/** Brotli's best quality is slow on big files (the code editor's chunks): those get a quicker level. */
const BIG_FILE_BYTES = 256 * 1024;

async function* filesUnder(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* filesUnder(path);
    else yield path;
  }
}

/** Writes `.br` and `.gz` siblings of a file when they make it smaller. */
export async function precompressFile(path: string): Promise<void> {
  const content = await readFile(path);
  if (content.byteLength < MIN_BYTES) return;
  const [br, gz] = await Promise.all([
    brotli(content, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: content.byteLength > BIG_FILE_BYTES ? 7 : constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: content.byteLength,
      },
    }),
    gzipAsync(content, { level: 9 }),
  ]);
  if (br.byteLength < content.byteLength) await writeFile(`${path}.br`, br);
  if (gz.byteLength < content.byteLength) await writeFile(`${path}.gz`, gz);
}

/**
 * Compresses the built assets once, at build time, so the server sends brotli or gzip files as they
 * are instead of compressing every response again.
 */
export function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'insure-h5:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir.startsWith('/') ? config.build.outDir : join(config.root, config.build.outDir);
    },
    async closeBundle() {
      const jobs: Promise<void>[] = [];
      for await (const path of filesUnder(outDir)) if (COMPRESSIBLE.test(path) && !path.includes('/.vite/')) jobs.push(precompressFile(path));
      await Promise.all(jobs);
    },
  };
}
