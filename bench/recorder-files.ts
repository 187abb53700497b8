import { filesOnlyOf, readManifest } from './build-manifest';

/** The sales-process recorder's module: the lazy entry the buyer app imports once a page is idle. */
const RECORDER_MODULE = 'runtime/recording/start-recording.ts';

/** The built files only the recorder brings into the buyer app: never part of a page's first load. */
export function recorderFiles(distDir: string): string[] {
  return filesOnlyOf(readManifest(distDir), 'index.html', RECORDER_MODULE);
}
