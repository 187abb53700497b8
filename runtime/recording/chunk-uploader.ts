import { gzipSync, strToU8 } from 'fflate';

/** How the uploader reaches the server: a request that says whether it was taken, and a beacon. */
export interface ChunkTransport {
  /** Sends one chunk; resolves true when stored (or already stored), false to try again later, 'refused' to drop it. */
  send(seq: number, body: Uint8Array): Promise<boolean | 'refused'>;
  /** Hands one chunk to the browser to send after the page is gone (navigator.sendBeacon); false if it would not take it. */
  beacon(seq: number, body: Uint8Array): boolean;
}

/** When a chunk is cut: this many events, or this long after the first event waiting. */
export const CHUNK_EVENTS = 200;
export const CHUNK_AFTER_MS = 5_000;
/** Retries wait 1 s, 2 s, 4 s ... at most 30 s. */
const RETRY_FIRST_MS = 1_000;
const RETRY_MOST_MS = 30_000;

interface Chunk {
  readonly seq: number;
  /** The chunk's events as JSON, kept until it is compressed. */
  readonly text: string;
  body?: Uint8Array;
}

/** Turns a chunk's JSON into its gzip body. */
export type ChunkCompressor = (text: string) => Promise<Uint8Array>;

/**
 * Compresses in the browser's own zlib (CompressionStream), never in a long script task: the first
 * chunk holds the page's whole snapshot, which fflate's gzip in script takes about 100 ms of a phone's
 * main thread to compress. Browsers without it compress in script.
 */
export async function gzipNatively(text: string): Promise<Uint8Array> {
  if (typeof CompressionStream !== 'function') return gzipSync(strToU8(text));
  const compressed = new Blob([text]).stream().pipeThrough(new CompressionStream('gzip'));
  return new Uint8Array(await new Response(compressed).arrayBuffer());
}

/**
 * Collects a recording's events into numbered gzip chunks and sends them in order, one at a time: a chunk
 * that fails is sent again after a growing pause, and nothing after it is lost meanwhile. When the page is
 * left (`leave`), the events not yet cut become a last chunk and every unsent chunk goes by beacon. The
 * server stores a chunk of a sequence number once, so a chunk sent twice is harmless.
 */
export class ChunkUploader {
  private events: unknown[] = [];
  private readonly pending: Chunk[] = [];
  private nextSeq: number;
  private cutTimer: ReturnType<typeof setTimeout> | undefined;
  private retryTimer: ReturnType<typeof setTimeout> | undefined;
  private retryMs = RETRY_FIRST_MS;
  private sending = false;
  private stopped = false;

  constructor(
    private readonly transport: ChunkTransport,
    firstSeq = 0,
    private readonly compress: ChunkCompressor = gzipNatively,
  ) {
    this.nextSeq = firstSeq;
  }

  /** The sequence number the next chunk will get (kept by the caller across reloads of the page). */
  get seq(): number {
    return this.nextSeq;
  }

  /** How many chunks wait to be sent. */
  get waiting(): number {
    return this.pending.length;
  }

  add(event: unknown): void {
    if (this.stopped) return;
    this.events.push(event);
    if (this.events.length >= CHUNK_EVENTS) this.cut();
    else this.cutTimer ??= setTimeout(() => this.cut(), CHUNK_AFTER_MS);
  }

  /** Cuts the events collected so far into a chunk and starts sending. */
  cut(): void {
    clearTimeout(this.cutTimer);
    this.cutTimer = undefined;
    if (this.events.length === 0) return;
    const chunk: Chunk = { seq: this.nextSeq, text: JSON.stringify(this.events) };
    this.events = [];
    this.pending.push(chunk);
    this.nextSeq += 1;
    void this.compress(chunk.text)
      .catch(() => gzipSync(strToU8(chunk.text)))
      .then((body) => {
        chunk.body ??= body;
        void this.sendNext();
      });
  }

  private async sendNext(): Promise<void> {
    if (this.sending || this.retryTimer !== undefined) return;
    const chunk = this.pending[0];
    // Not compressed yet: sent when it is.
    if (!chunk?.body) return;
    this.sending = true;
    let outcome: boolean | 'refused';
    try {
      outcome = await this.transport.send(chunk.seq, chunk.body);
    } catch {
      outcome = false;
    }
    this.sending = false;
    if (outcome === false) {
      if (this.stopped) return;
      this.retryTimer = setTimeout(() => {
        this.retryTimer = undefined;
        void this.sendNext();
      }, this.retryMs);
      this.retryMs = Math.min(this.retryMs * 2, RETRY_MOST_MS);
      return;
    }
    this.retryMs = RETRY_FIRST_MS;
    // Sent, or refused for good (too large, a recording over its limit): either way the next one goes.
    if (this.pending[0] === chunk) this.pending.shift();
    void this.sendNext();
  }

  /**
   * The page is going away: every event and chunk not yet sent is handed to beacons, in order. There is
   * no time left to wait for the browser's compression: what it has not finished is compressed here.
   */
  leave(): void {
    this.cut();
    clearTimeout(this.retryTimer);
    this.retryTimer = undefined;
    while (this.pending.length > 0) {
      const chunk = this.pending[0];
      if (!chunk) break;
      chunk.body ??= gzipSync(strToU8(chunk.text));
      if (!this.transport.beacon(chunk.seq, chunk.body)) break;
      this.pending.shift();
    }
  }

  /** Stops collecting; what waits is still sent. */
  stop(): void {
    this.stopped = true;
    clearTimeout(this.cutTimer);
  }
}
