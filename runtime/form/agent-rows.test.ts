import { describe, expect, it } from 'vitest';
import { agentRows } from './agent-rows';

describe('agentRows', () => {
  it('shows the configured fields that have values', () => {
    const agent = { customerCode: 'A001', person: { name: '王五', phone: '', certType: 'I' } };
    expect(agentRows(agent as never, ['customerCode', 'name', 'phone', 'certiType'])).toEqual([
      { field: 'customerCode', value: 'A001' },
      { field: 'name', value: '王五' },
      { field: 'certiType', value: 'I' },
    ]);
    expect(agentRows(undefined, ['name'])).toEqual([]);
  });
});
