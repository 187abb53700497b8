import { describe, expect, it } from 'vitest';
import { isFileAddress } from './file-address';

describe('a file address', () => {
  it('is anything under assets/, a dot segment, or a last segment with a file extension', () => {
    for (const path of ['assets/app-3f9a1c.js', 'assets/missing', 'favicon-x.png', 'foo.css', 'editor/x.woff2', 'site.webmanifest', '.well-known/security.txt', '.env', 'a/.git/config', 'robots2.txt']) {
      expect(isFileAddress(path), path).toBe(true);
    }
  });

  it('is never a route of the buyer app, an order token in the result page address included', () => {
    for (const path of [
      '',
      'h',
      'healthnotify/disease/0',
      'healthnotify/detail/1/2',
      'healthnotify/conclusion',
      'files',
      'querypay',
      'signBoard',
      'qrCode',
      'result',
      'result/AbCdEfGhIjKlMnOp.Q1w2E3r4T5y6U7i8O9p0_-',
      'result/20261101093015000001/1',
      'cps/flowClose',
      'h/',
      'version/1.5',
    ]) {
      expect(isFileAddress(path), path).toBe(false);
    }
  });
});
