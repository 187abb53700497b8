/**
 * The option patches/@rrweb+record+2.1.6.patch adds to rrweb's `record`: its full snapshots (the first
 * and each checkout) are taken in slices of at most this many milliseconds, the page running between
 * them, instead of in one task as long as the page is large (patches/README.md says how).
 */
export interface SlicedSnapshotOption {
  readonly fullSnapshotSliceMs: number;
}

/** Half a frame: the snapshot never makes a long task (50 ms) and leaves most frames their time. */
export const SNAPSHOT_SLICE_MS = 8;

