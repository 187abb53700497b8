import { describe, expect, it } from 'vitest';
import { insureResultPhase, previewPhase } from './insure-result-phase';

describe('insureResultPhase', () => {
  it('keeps polling while the status is absent or processing', () => {
    expect(insureResultPhase(undefined)).toBe('processing');
    expect(insureResultPhase({})).toBe('processing');
    expect(insureResultPhase({ issueStatus: 'processing' })).toBe('processing');
  });

  it('shows success or failure by issue status, else by result status', () => {
    expect(insureResultPhase({ issueStatus: 'success', policyList: [{ policyNo: 'P1' }] })).toBe('success');
    expect(insureResultPhase({ issueStatus: 'failed' })).toBe('failed');
    expect(insureResultPhase({ resultStatus: 1 })).toBe('success');
    expect(insureResultPhase({ resultStatus: 2 })).toBe('failed');
  });

  it('maps the editor preview status', () => {
    expect(previewPhase(0)).toBe('success');
    expect(previewPhase(1)).toBe('failed');
  });
});
