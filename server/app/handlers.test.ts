import { describe, expect, it } from 'vitest';
import { ALL_HANDLERS } from './handlers';
import { missingHandlers } from './register-calls';

describe('the reference backend', () => {
  it('implements every call of the contract', () => {
    expect(missingHandlers(ALL_HANDLERS)).toEqual([]);
  });
});
