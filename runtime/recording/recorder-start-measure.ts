/** The performance measure of the recorder's start: from before rrweb's snapshot of the page to after it (the bench reads it). */
export const RECORDER_START_MEASURE = 'sales-recording-start';
