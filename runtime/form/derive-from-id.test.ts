import { describe, expect, it } from 'vitest';
import { deriveFromId } from './derive-from-id';

describe('deriveFromId', () => {
  it('reads birthday and gender from a valid ID card', () => {
    expect(deriveFromId('I', '11010519491231002X', '2026-01-01')).toEqual({ birthday: '1949-12-31', gender: 'F' });
  });

  it('derives nothing for other types or invalid numbers', () => {
    expect(deriveFromId('P', '11010519491231002X', '2026-01-01')).toBeUndefined();
    expect(deriveFromId('I', '110105194912310021', '2026-01-01')).toBeUndefined();
    expect(deriveFromId('I', undefined)).toBeUndefined();
  });
});
