import { describe, expect, it, vi } from 'vitest';
import { deliverToSameOriginFrame, type FrameWindow } from './deliver-to-same-origin-frame';

const EDITOR = { location: { origin: 'https://editor.example' } };

class FakeMessageEvent {
  constructor(
    readonly type: string,
    readonly init: { data: unknown; origin: string; source: unknown },
  ) {}
}

function frameAt(origin: string | (() => string)) {
  const dispatchEvent = vi.fn((_event: Event) => true);
  const frame = {
    get location() {
      return { origin: typeof origin === 'string' ? origin : origin() };
    },
    MessageEvent: FakeMessageEvent as unknown as typeof MessageEvent,
    dispatchEvent,
  } satisfies FrameWindow;
  return { frame, dispatchEvent };
}

describe('delivering to a same-origin preview frame', () => {
  it('dispatches a copy of the message at once, from the editor origin and window', () => {
    const { frame, dispatchEvent } = frameAt('https://editor.example');
    const message = { type: 'pageConfig', payload: { pageIndex: 0 } };
    expect(deliverToSameOriginFrame(() => frame, EDITOR)(message, 'https://editor.example')).toBe(true);
    const event = dispatchEvent.mock.calls[0]![0] as unknown as FakeMessageEvent;
    expect(event.type).toBe('message');
    expect(event.init.data).toEqual(message);
    expect(event.init.data).not.toBe(message);
    expect(event.init.origin).toBe('https://editor.example');
    expect(event.init.source).toBe(EDITOR);
  });

  it('leaves a frame of another origin, an unreadable one or a missing one to postMessage', () => {
    const other = frameAt('https://runtime.example');
    expect(deliverToSameOriginFrame(() => other.frame, EDITOR)({}, 'https://runtime.example')).toBe(false);
    const unreadable = frameAt(() => {
      throw new Error('SecurityError');
    });
    expect(deliverToSameOriginFrame(() => unreadable.frame, EDITOR)({}, 'https://editor.example')).toBe(false);
    expect(deliverToSameOriginFrame(() => null, EDITOR)({}, 'https://editor.example')).toBe(false);
    // A frame of the editor's origin is used only when the channel's peer origin is that origin too.
    const same = frameAt('https://editor.example');
    expect(deliverToSameOriginFrame(() => same.frame, EDITOR)({}, 'https://runtime.example')).toBe(false);
    expect(other.dispatchEvent).not.toHaveBeenCalled();
    expect(same.dispatchEvent).not.toHaveBeenCalled();
  });
});
