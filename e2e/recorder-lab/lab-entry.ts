import { record } from '@rrweb/record';
import { Replayer } from '@rrweb/replay';

// The recorder and the player as the buyer app and the editor use them, for a page of the test's own.
Object.assign(window, { labRecord: record, LabReplayer: Replayer });
