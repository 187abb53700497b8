import { filesOnlyOf, readManifest } from './build-manifest';

/** The sales-process recording's lazy entry: what the buyer app imports once a page is idle (it decides, then loads the recorder). */
const RECORDER_MODULE = 'runtime/recording/sales-recording-decision.ts';

/** The built files only the recorder brings into the buyer app: never part of a page's first load. */
export function recorderFiles(distDir: string): string[] {
  return filesOnlyOf(readManifest(distDir), 'index.html', RECORDER_MODULE);
}
