import { describe, expect, it } from 'vitest';
import { isDeclarationNotice, unmetDeclaration } from './declarations';

describe('declarations', () => {
  it('are the agent\'s notice only: the holder\'s and the insured\'s are health notices', () => {
    expect(isDeclarationNotice('agent')).toBe(true);
    expect(isDeclarationNotice('insured')).toBe(false);
    expect(isDeclarationNotice('holder')).toBe(false);
    expect(isDeclarationNotice(undefined)).toBe(false);
  });

  it('are met only when every item is answered 是', () => {
    expect(unmetDeclaration(['Y', 'Y', 'Y', 'Y'])).toBeUndefined();
    expect(unmetDeclaration(['Y', 'N', 'Y'])).toBe(1);
    expect(unmetDeclaration(['N', 'N'])).toBe(0);
    expect(unmetDeclaration(['Y', undefined])).toBe(1);
  });
});
