import { SCREEN_MESSAGES } from '../../../shared/messages/screens';
import type { BlockProps } from '../block-props';
import { fillCount } from './fill-count';
import { SectionCard } from '../shared/content/section-card';

/** The purchase steps numbered 第n步：title, the current step highlighted in the theme colour. */
export default function StepsList({ attrs }: BlockProps<'stepsList'>) {
  return (
    <SectionCard title={attrs.title}>
      {/* role="list": Safari drops the list semantics of a list without bullets unless told. */}
      <ol role="list" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
        {attrs.steps.map((step, index) => {
          const current = attrs.currentStep === index + 1;
          return (
            <li key={`${index}-${step.title}`} aria-current={current ? 'step' : undefined} style={{ padding: '6px 0', color: current ? 'var(--adm-color-primary)' : '#333' }}>
              <div style={{ fontSize: 14, fontWeight: current ? 600 : 400 }}>
                {fillCount(SCREEN_MESSAGES.stepLabel, index + 1)}
                {step.title}
              </div>
              {step.description ? <div style={{ marginTop: 2, fontSize: 12, color: 'var(--adm-color-weak)' }}>{step.description}</div> : null}
            </li>
          );
        })}
      </ol>
    </SectionCard>
  );
}
