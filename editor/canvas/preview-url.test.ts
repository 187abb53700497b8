import { describe, expect, it } from 'vitest';
import { flowModeFromQuery } from '../../shared/pages/flow-mode';
import { previewUrl } from './preview-url';

describe('previewUrl', () => {
  it('opens the runtime in preview mode for the promotion and tenant', () => {
    const url = new URL(previewUrl({ runtimeOrigin: 'http://127.0.0.1:4186', tenant: 'ba', promotionId: 'ba-baiwan' }));
    expect(url.origin + url.pathname).toBe('http://127.0.0.1:4186/h');
    expect(flowModeFromQuery({ mode: url.searchParams.get('mode') })).toBe('preview');
    expect(url.searchParams.get('promotionId')).toBe('ba-baiwan');
    expect(url.searchParams.get('from')).toBe('ba');
  });

  it('leaves the promotion out for a template no promotion uses yet', () => {
    const url = new URL(previewUrl({ runtimeOrigin: 'https://editor.example.com/', tenant: 'health' }));
    expect(url.searchParams.has('promotionId')).toBe(false);
    expect(url.searchParams.get('from')).toBe('health');
  });
});
