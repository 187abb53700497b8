import { filesOnlyOf, readManifest } from './build-manifest';

/** The sales-process recording's lazy entry: what the buyer app imports once a page is idle (it decides, then loads the recorder). */
const RECORDER_MODULE = 'runtime/recording/sales-recording-decision.ts';

/** How the recording's lazy entry's built file begins (`assets/sales-recording-decision-<hash>.js`): refusing it leaves a page unrecorded and otherwise as it is. */
export const RECORDER_ENTRY_FILE_PREFIX = 'sales-recording-decision-';

/** The built files only the recorder brings into the buyer app: never part of a page's first load. */
export function recorderFiles(distDir: string): string[] {
  return filesOnlyOf(readManifest(distDir), 'index.html', RECORDER_MODULE);
}
