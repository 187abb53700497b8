import { isAllowedOrigin, originOf } from './origin';

/** The part of a `Window` we post to (structural, so the channel is testable without a DOM). */
export interface MessageTarget {
  postMessage(message: unknown, targetOrigin: string): void;
}

/** The part of a `MessageEvent` we read. */
export interface ReceivedMessage {
  readonly origin: string;
  readonly data: unknown;
  readonly source?: unknown;
}

/** The part of a `Window` we listen on. */
export interface MessageSource {
  addEventListener(type: 'message', listener: (event: ReceivedMessage) => void): void;
  removeEventListener(type: 'message', listener: (event: ReceivedMessage) => void): void;
}

export interface PreviewChannelOptions<In> {
  /** Where we listen (our own window). */
  readonly self: MessageSource;
  /** The other end: the iframe's window for the editor, `window.parent` for the runtime. */
  readonly peer: MessageTarget;
  /** The exact origin of the other end; every post goes to it and nowhere else. */
  readonly peerOrigin: string;
  /** Origins whose messages we accept; defaults to the peer's origin alone. */
  readonly allowedOrigins?: readonly string[];
  /** Validates a received message; returns it typed, or `undefined` to ignore it. */
  readonly parse: (data: unknown) => In | undefined;
  readonly onMessage: (message: In) => void;
  /**
   * Delivers a message by other means where it can (returns true), else it is posted. The editor
   * hands its messages to a same-origin frame at once this way (see `deliverToSameOriginFrame`).
   */
  readonly deliver?: (message: unknown, peerOrigin: string) => boolean;
}

export interface PreviewChannel<Out> {
  post(message: Out): void;
  close(): void;
}

/**
 * One end of the preview protocol. Posts only to the peer's exact origin (never `'*'`) and drops any
 * message whose origin is not on the allowlist, whose sender is not the peer, or that fails validation.
 */
export function createPreviewChannel<In, Out>(options: PreviewChannelOptions<In>): PreviewChannel<Out> {
  const peerOrigin = originOf(options.peerOrigin);
  if (peerOrigin === undefined) throw new Error(`preview channel needs an http(s) peer origin, got "${options.peerOrigin}"`);
  const allowlist = options.allowedOrigins ?? [peerOrigin];
  const listener = (event: ReceivedMessage): void => {
    if (!isAllowedOrigin(event.origin, allowlist)) return;
    if (event.source !== undefined && event.source !== null && event.source !== options.peer) return;
    const message = options.parse(event.data);
    if (message !== undefined) options.onMessage(message);
  };
  options.self.addEventListener('message', listener);
  return {
    post(message) {
      if (options.deliver?.(message, peerOrigin)) return;
      options.peer.postMessage(message, peerOrigin);
    },
    close() {
      options.self.removeEventListener('message', listener);
    },
  };
}
