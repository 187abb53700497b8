/** The part of a frame's window the same-origin delivery uses. */
export interface FrameWindow {
  readonly location: { readonly origin: string };
  readonly MessageEvent: typeof MessageEvent;
  dispatchEvent(event: Event): boolean;
}

/**
 * A `deliver` option for the editor's end of the preview channel: when the frame shows the runtime
 * from the editor's own origin, a message is dispatched on the frame's window at once, as the same
 * `message` event `postMessage` would queue (a structured copy, the editor's origin, the editor's
 * window as its source), so the frame checks and handles it exactly as it handles a posted one.
 * Posting queues a task, and after a keystroke the browser paints the editor before running it: the
 * preview then shows an edit a frame late. A frame from another origin (or not loaded yet) is not
 * readable from here, and its messages are posted as usual.
 */
export function deliverToSameOriginFrame(frame: () => FrameWindow | null | undefined, self: { readonly location: { readonly origin: string } }) {
  return (message: unknown, peerOrigin: string): boolean => {
    const target = frame();
    if (!target) return false;
    let frameOrigin: string;
    try {
      frameOrigin = target.location.origin;
    } catch {
      return false;
    }
    if (frameOrigin !== peerOrigin || frameOrigin !== self.location.origin) return false;
    target.dispatchEvent(new target.MessageEvent('message', { data: structuredClone(message), origin: self.location.origin, source: self as never }));
    return true;
  };
}
