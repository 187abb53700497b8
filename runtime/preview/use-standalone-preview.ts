import { useEffect, useState } from 'react';

/**
 * How long a preview page waits for the editor's template before it says it is not in the editor:
 * long enough for a slow editor to post (it sends as soon as the frame reports previewLoaded), short
 * enough that someone who opened the frame's address in a tab is not left reading 加载中....
 */
export const STANDALONE_PREVIEW_WAIT_MS = 1500;

/** Whether this page is the top window, with no frame (so no editor) around it. */
function isTopWindow(): boolean {
  try {
    return window.parent === window;
  } catch {
    return false;
  }
}

/**
 * True once a preview page that is still `waiting` for the editor's template has waited
 * `STANDALONE_PREVIEW_WAIT_MS` with no frame around it: the preview channel only listens to the
 * parent window, so in a tab of its own nothing will ever arrive. Inside a frame it stays false.
 */
export function useStandalonePreview(waiting: boolean): boolean {
  const [waited, setWaited] = useState(false);
  useEffect(() => {
    if (!waiting || !isTopWindow()) return undefined;
    const timer = setTimeout(() => setWaited(true), STANDALONE_PREVIEW_WAIT_MS);
    return () => clearTimeout(timer);
  }, [waiting]);
  return waiting && waited;
}
