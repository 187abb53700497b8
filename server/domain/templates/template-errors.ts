import type { Problem } from '../../../schema/validate/problem';
import { DomainError, ERROR_CODES } from '../../app/domain-error';
import { notFound } from '../../app/not-found';

/** The template is not one of the tenant's (other tenants' templates are invisible, not forbidden). */
export function templateNotFound(templateId: string): DomainError {
  return notFound(`模板「${templateId}」不存在`);
}

/** The template has no such published version. */
export function versionNotFound(templateId: string, version: number): DomainError {
  return notFound(`模板「${templateId}」没有第 ${version} 版`);
}

/** The template was never published, so there is no version to start from. */
export function notPublished(templateId: string): DomainError {
  return notFound(`模板「${templateId}」尚未发布，没有可用的版本`);
}

/** Someone saved the draft after the client read it; the client must reload rather than overwrite. */
export function staleRevision(currentRevision: number): DomainError {
  return new DomainError(ERROR_CODES.conflict, '草稿已被他人更新，请刷新后在最新草稿上修改', 409, { revision: currentRevision });
}

/** Publishing again what the latest version already holds would only add a duplicate version. */
export function alreadyPublished(version: number): DomainError {
  return new DomainError(ERROR_CODES.conflict, `草稿没有新的修改，已是第 ${version} 版`, 409, { version });
}

/**
 * The template fails validation or the publish gate; carries the JSON-Pointer problems (the gate's
 * name their rule and severity). The editor routes answer it with 422 and the problems as `errors`,
 * the same field the 400 of a bad body uses.
 */
export class TemplateInvalidError extends Error {
  constructor(
    readonly problems: readonly Problem[],
    message = `模板校验未通过，共 ${problems.length} 处问题`,
  ) {
    super(message);
    this.name = 'TemplateInvalidError';
  }
}
