/** How much of a recording the server takes, so that a hostile or broken page cannot fill the database. */
export const RECORDING_LIMITS = {
  /** One chunk as sent, gzip-compressed. */
  chunkBytes: 256 * 1024,
  /** One chunk once decompressed: a zip bomb stops here. */
  chunkJsonBytes: 4 * 1024 * 1024,
  /** Events in one chunk. */
  chunkEvents: 5000,
  /** A whole recording, compressed, over all its chunks. */
  recordingBytes: 20 * 1024 * 1024,
  /** Chunks of one recording (the buyer app sends one every few seconds while something happens). */
  recordingChunks: 5000,
} as const;
