import type { Module } from '../../schema/template/module';
import { PREVIEW_MESSAGES } from '../../shared/messages/preview';
import { moduleName } from './describe-place';
import type { ModuleProblemAttrs } from './module-problem-stand-in';

/**
 * Where a module that fails validation would be, the preview shows this card: the module by name, each
 * of its problems (field and what is wrong, as the editor's problems panel words them), and that a click
 * selects it in the editor (the module's frame around the card carries its id).
 */
export function ModuleProblemCard({ module, problem }: { module: Module; problem: ModuleProblemAttrs }) {
  const title = PREVIEW_MESSAGES.moduleProblemsTitle(moduleName({ label: module.label, component: problem.component }));
  return (
    <section
      role="alert"
      aria-label={title}
      className="module-problem"
      style={{ margin: 12, padding: 12, borderRadius: 8, border: '1px dashed #ff7875', background: '#fff1f0', color: '#cf1322', fontSize: 13, lineHeight: 1.6 }}
    >
      <div style={{ fontWeight: 600 }}>{title}</div>
      <ul style={{ margin: '4px 0', paddingLeft: 18 }}>
        {problem.issues.map((issue) => (
          <li key={`${issue.field}\u0000${issue.message}`}>{issue.field === '' ? issue.message : `${issue.field}：${issue.message}`}</li>
        ))}
      </ul>
      <div style={{ color: '#8c8c8c', fontSize: 12 }}>{PREVIEW_MESSAGES.moduleProblemsHint}</div>
    </section>
  );
}
