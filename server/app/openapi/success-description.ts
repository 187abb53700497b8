/** What the generator writes for a reply whose schema has no description of its own. */
const GENERATOR_PLACEHOLDER = 'Default Response';

const SUCCESS_DESCRIPTION = '返回结果（买家调用在 HTTP 200 中也可能 success 为 false：业务上不通过，message 为给买家的提示）';

/** Replaces the generator's placeholder description of every 200 reply with what the reply is. */
export function describeSuccessReplies(paths: Record<string, Record<string, { responses?: Record<string, { description?: string }> }>>): void {
  for (const operations of Object.values(paths)) {
    for (const operation of Object.values(operations)) {
      const success = operation.responses?.['200'];
      if (success?.description === GENERATOR_PLACEHOLDER) success.description = SUCCESS_DESCRIPTION;
    }
  }
}
