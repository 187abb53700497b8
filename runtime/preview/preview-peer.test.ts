import { describe, expect, it } from 'vitest';
import { previewAllowlist, previewPeerOrigin } from './preview-peer';

describe('preview peer', () => {
  const own = 'https://h5.example.com';

  it('allows our own origin and the configured ones', () => {
    expect(previewAllowlist(own, 'https://editor.example.com, not a url ,http://localhost:5173/')).toEqual([
      own,
      'https://editor.example.com',
      'http://localhost:5173',
    ]);
    expect(previewAllowlist(own, undefined)).toEqual([own]);
  });

  it('posts to the referring editor only when it is allowed', () => {
    const allowlist = previewAllowlist(own, 'https://editor.example.com');
    expect(previewPeerOrigin('https://editor.example.com/editor/t/1', own, allowlist)).toBe('https://editor.example.com');
    expect(previewPeerOrigin('https://evil.example.com/', own, allowlist)).toBe(own);
    expect(previewPeerOrigin('', own, allowlist)).toBe(own);
  });
});
