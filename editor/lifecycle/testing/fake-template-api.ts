import type { EditorApiClient } from '../../api/editor-api-client';
import type { EditorApiResult } from '../../api/editor-api-error';
import type { EditorTemplate } from '../../../schema/api/editor/editor-template';
import type { PublishResult } from '../../../schema/api/editor/editor-version';
import type { Problem } from '../../../schema/validate/problem';

const AT = '2026-11-21T02:00:00.000Z';

/**
 * One template on a pretend server with the real API's rules: saves must name the current revision
 * (409 otherwise, reporting it), publishing refuses a template with `problems` (422), a rollback
 * restores a version as the draft and publishes it. Tests change `problems` or save "as someone else".
 */
export function fakeTemplateApi(draft: Record<string, unknown>) {
  const state = {
    template: { templateId: 'tpl-1', name: '测试模板', description: '', status: 'draft', latestVersion: null, revision: 1, createdAt: AT, updatedAt: AT, publishedAt: null, draft } as EditorTemplate,
    versions: [] as Record<string, unknown>[],
    problems: [] as Problem[],
    calls: [] as string[],
  };
  const ok = <T>(value: T): EditorApiResult<T> => ({ ok: true, value });
  const publish = (): EditorApiResult<PublishResult> => {
    state.versions.push(state.template.draft);
    const version = state.versions.length;
    state.template = { ...state.template, status: 'published', latestVersion: version, publishedAt: AT };
    return ok({ version, revision: state.template.revision, publishedAt: AT });
  };
  const api = {
    tenant: 'health',
    getTemplate: async () => (state.calls.push('getTemplate'), ok(state.template)),
    saveDraft: async ({ body }: { body: { revision: number; draft: Record<string, unknown> } }) => {
      state.calls.push(`saveDraft@${body.revision}`);
      if (body.revision !== state.template.revision) {
        return { ok: false, error: { kind: 'conflict', message: '草稿已被他人更新', currentRevision: state.template.revision } } as const;
      }
      state.template = { ...state.template, draft: body.draft, revision: body.revision + 1, status: state.template.latestVersion ? 'modified' : 'draft' };
      return ok(state.template);
    },
    publishTemplate: async ({ body }: { body: { revision?: number; note?: string } }) => {
      state.calls.push(`publish@${body.revision}${body.note ? `:${body.note}` : ''}`);
      if (state.problems.length > 0) return { ok: false, error: { kind: 'invalid', message: '模板校验未通过', problems: state.problems } } as const;
      return publish();
    },
    rollbackTemplate: async ({ params }: { params: { version: number } }) => {
      state.calls.push(`rollback:${params.version}`);
      const content = state.versions[params.version - 1];
      if (!content) return { ok: false, error: { kind: 'notFound', message: '没有这个版本' } } as const;
      state.template = { ...state.template, draft: content, revision: state.template.revision + 1 };
      return publish();
    },
  };
  /** Someone else saves the draft: the revision moves on under the editor's feet. */
  const saveAsSomeoneElse = (other: Record<string, unknown>) => {
    state.template = { ...state.template, draft: other, revision: state.template.revision + 1 };
  };
  return { api: api as unknown as EditorApiClient, state, saveAsSomeoneElse };
}
