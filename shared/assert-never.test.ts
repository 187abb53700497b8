import { describe, it, expect } from 'vitest';
import { assertNever } from './assert-never';

describe('assertNever', () => {
  it('throws, naming the value that should not exist', () => {
    expect(() => assertNever('surprise' as never, 'page action')).toThrow('Unexpected page action: "surprise"');
  });
});
