import { resolve } from 'node:path';
import { build, type Rolldown } from 'vite';

/**
 * The installed recorder (with the project's patches) and player, bundled into one script a test page
 * can take: `window.labRecord` is rrweb's `record`, `window.LabReplayer` its `Replayer`.
 */
export async function labBundle(): Promise<string> {
  const output = (await build({
    configFile: false,
    logLevel: 'silent',
    build: { write: false, minify: false, lib: { entry: resolve(import.meta.dirname, 'lab-entry.ts'), formats: ['iife'], name: 'RecorderLab', fileName: 'lab' } },
  })) as Rolldown.RolldownOutput | Rolldown.RolldownOutput[];
  const [first] = Array.isArray(output) ? output : [output];
  const chunk = first?.output.find((file) => file.type === 'chunk');
  if (!chunk || chunk.type !== 'chunk') throw new Error('the recorder lab bundle has no script');
  return chunk.code;
}
