import { Steps } from 'antd-mobile';
import { SCREEN_MESSAGES } from '../../../shared/messages/screens';
import type { BlockProps } from '../block-props';
import { SectionCard } from '../shared/content/section-card';

/** The claim steps in order (report, documents, review, payment), with the claim hotline to call. */
export default function ClaimFlowIntro({ attrs }: BlockProps<'claimFlowIntro'>) {
  return (
    <SectionCard title={attrs.title}>
      <Steps direction="vertical" current={attrs.steps.length}>
        {attrs.steps.map((step, index) => (
          <Steps.Step key={`${index}-${step.title}`} title={step.title} description={step.description} status="finish" />
        ))}
      </Steps>
      {attrs.hotline ? (
        <p style={{ margin: '8px 0 0', fontSize: 13, color: '#666' }}>
          {SCREEN_MESSAGES.claimHotline}
          <a href={`tel:${attrs.hotline}`} style={{ color: 'var(--adm-color-primary)' }}>
            {attrs.hotline}
          </a>
        </p>
      ) : null}
    </SectionCard>
  );
}
