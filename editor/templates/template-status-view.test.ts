import { describe, expect, it } from 'vitest';
import { templateStatusView } from './template-status-view';

describe('templateStatusView', () => {
  it('shows a never-published template as a draft', () => {
    expect(templateStatusView({ status: 'draft', latestVersion: null })).toEqual({ kind: 'draft' });
  });

  it('shows the published version when the draft is that version', () => {
    expect(templateStatusView({ status: 'published', latestVersion: 3 })).toEqual({ kind: 'published', version: 3 });
  });

  it('shows a draft ahead of the published version when it was edited since', () => {
    expect(templateStatusView({ status: 'modified', latestVersion: 2 })).toEqual({ kind: 'draftAhead', version: 2 });
  });

  it('trusts the version number over a contradicting status', () => {
    expect(templateStatusView({ status: 'published', latestVersion: null })).toEqual({ kind: 'draft' });
    expect(templateStatusView({ status: 'draft', latestVersion: 1 })).toEqual({ kind: 'draftAhead', version: 1 });
  });
});
