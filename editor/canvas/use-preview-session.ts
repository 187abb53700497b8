import { useLayoutEffect, useRef, type RefObject } from 'react';
import type { EditorToRuntimeMessage, RuntimeToEditorMessage } from '../../schema/preview/preview-message';
import { createPreviewChannel } from '../../shared/preview/preview-channel';
import { deliverToSameOriginFrame } from '../../shared/preview/deliver-to-same-origin-frame';
import { parseRuntimeMessage } from '../../shared/preview/preview-guards';
import { createPreviewSession, type PreviewSession, type PreviewSessionEvents } from './preview-session';

/**
 * Connects a preview session to the frame's window through the origin-checked channel: we post only
 * to `runtimeOrigin` and accept only that origin's messages coming from this very frame. The returned
 * ref holds the session once the frame is mounted; event handlers may change on every render.
 */
export function usePreviewSession(
  frame: RefObject<HTMLIFrameElement | null>,
  runtimeOrigin: string,
  events: PreviewSessionEvents,
): RefObject<PreviewSession | null> {
  const session = useRef<PreviewSession | null>(null);
  const latestEvents = useRef(events);
  latestEvents.current = events;

  // A layout effect: listening starts before the browser paints, long before the frame's runtime can load.
  useLayoutEffect(() => {
    const peer = frame.current?.contentWindow;
    if (!peer) return undefined;
    const current = createPreviewSession((message) => channel.post(message), {
      onLoaded: () => latestEvents.current.onLoaded?.(),
      onModuleClicked: (moduleId) => latestEvents.current.onModuleClicked?.(moduleId),
      onModuleRects: (rects, height) => latestEvents.current.onModuleRects?.(rects, height),
      onRenderError: (error) => latestEvents.current.onRenderError?.(error),
      onValidationErrors: (problems) => latestEvents.current.onValidationErrors?.(problems),
      onActivePage: (pageOrder) => latestEvents.current.onActivePage?.(pageOrder),
      onProductPlans: (goodsId, plans) => latestEvents.current.onProductPlans?.(goodsId, plans),
      onWalkPage: (report) => latestEvents.current.onWalkPage?.(report),
    });
    const channel = createPreviewChannel<RuntimeToEditorMessage, EditorToRuntimeMessage>({
      self: window as never,
      peer,
      peerOrigin: runtimeOrigin,
      parse: parseRuntimeMessage,
      onMessage: (message) => current.receive(message),
      deliver: deliverToSameOriginFrame(() => peer as never, window),
    });
    session.current = current;
    return () => {
      channel.close();
      if (session.current === current) session.current = null;
    };
  }, [frame, runtimeOrigin]);

  return session;
}
