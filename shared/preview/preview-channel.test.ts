import { describe, expect, it, vi } from 'vitest';
import { createPreviewChannel, type MessageTarget, type ReceivedMessage } from './preview-channel';
import { parseEditorMessage } from './preview-guards';
import { editorMessage } from './preview-message-builders';

function fakeWindow() {
  const listeners = new Set<(event: ReceivedMessage) => void>();
  return {
    addEventListener: (_type: 'message', listener: (event: ReceivedMessage) => void) => listeners.add(listener),
    removeEventListener: (_type: 'message', listener: (event: ReceivedMessage) => void) => listeners.delete(listener),
    deliver: (event: ReceivedMessage) => listeners.forEach((listener) => listener(event)),
    count: () => listeners.size,
  };
}

const EDITOR = 'https://editor.example.com';
const activePage = editorMessage('activePage', { pageOrder: 2 });

describe('createPreviewChannel', () => {
  function setup(allowedOrigins?: string[]) {
    const self = fakeWindow();
    const peer: MessageTarget = { postMessage: vi.fn() };
    const onMessage = vi.fn();
    const channel = createPreviewChannel({ self, peer, peerOrigin: EDITOR, allowedOrigins, parse: parseEditorMessage, onMessage });
    return { self, peer, onMessage, channel };
  }

  it('posts to the exact peer origin, never to any origin', () => {
    const { peer, channel } = setup();
    channel.post(activePage);
    expect(peer.postMessage).toHaveBeenCalledWith(activePage, EDITOR);
  });

  it('lets a deliver option hand a message over itself, and posts what it declines', () => {
    const self = fakeWindow();
    const peer: MessageTarget = { postMessage: vi.fn() };
    const deliver = vi.fn((message: unknown) => (message as { type: string }).type === 'activePage');
    const channel = createPreviewChannel({ self, peer, peerOrigin: EDITOR, parse: parseEditorMessage, onMessage: vi.fn(), deliver });
    channel.post(activePage);
    expect(deliver).toHaveBeenCalledWith(activePage, EDITOR);
    expect(peer.postMessage).not.toHaveBeenCalled();
    const behavior = editorMessage('behavior', { action: 'selectModule', moduleId: 'm1' });
    channel.post(behavior);
    expect(peer.postMessage).toHaveBeenCalledWith(behavior, EDITOR);
  });

  it('delivers a valid message from the peer origin', () => {
    const { self, peer, onMessage } = setup();
    self.deliver({ origin: EDITOR, data: activePage, source: peer });
    expect(onMessage).toHaveBeenCalledWith(activePage);
  });

  it('ignores messages from origins not on the allowlist', () => {
    const { self, onMessage } = setup();
    self.deliver({ origin: 'https://evil.example.com', data: activePage });
    self.deliver({ origin: 'null', data: activePage });
    self.deliver({ origin: 'https://editor.example.com.evil.com', data: activePage });
    expect(onMessage).not.toHaveBeenCalled();
  });

  it('accepts other origins only when they are allowlisted', () => {
    const { self, onMessage } = setup([EDITOR, 'http://localhost:5173']);
    self.deliver({ origin: 'http://localhost:5173', data: activePage });
    expect(onMessage).toHaveBeenCalledTimes(1);
  });

  it('ignores messages from another window of an allowed origin', () => {
    const { self, onMessage } = setup();
    self.deliver({ origin: EDITOR, data: activePage, source: { postMessage: vi.fn() } });
    expect(onMessage).not.toHaveBeenCalled();
  });

  it('ignores malformed and foreign messages', () => {
    const { self, onMessage } = setup();
    for (const data of [
      'hello',
      { type: 'activePage', payload: { pageOrder: 2 } },
      { ...activePage, version: 99 },
      { ...activePage, payload: { pageOrder: 0 } },
      { ...activePage, type: 'deleteEverything' },
    ]) {
      self.deliver({ origin: EDITOR, data });
    }
    expect(onMessage).not.toHaveBeenCalled();
  });

  it('stops listening when closed', () => {
    const { self, channel } = setup();
    expect(self.count()).toBe(1);
    channel.close();
    expect(self.count()).toBe(0);
  });

  it('refuses a wildcard or non-http peer origin', () => {
    const self = fakeWindow();
    const base = { self, peer: { postMessage: vi.fn() }, parse: parseEditorMessage, onMessage: vi.fn() };
    expect(() => createPreviewChannel({ ...base, peerOrigin: '*' })).toThrow();
    expect(() => createPreviewChannel({ ...base, peerOrigin: 'javascript:alert(1)' })).toThrow();
  });
});
