import { Tabs } from 'antd-mobile';
import { useAtomValue } from 'jotai';
import { FLOW_MESSAGES } from '../../../shared/messages/flow';
import type { NamedPerson } from '../../health/family-selection';
import { healthNoticeAtom } from '../../health/health-notice-atoms';
import { SmartAnswersList } from '../../health/smart-answers-list';
import { useSmartAnswers } from '../../health/use-smart-answers';
import { useFormPeople } from '../../health/use-notice-people';
import type { BlockProps } from '../block-props';

/** One person's answered questionnaire, found through the applyNo kept in their HN_ result. */
function PersonAnswers({ person, showName }: { person: NamedPerson; showName: boolean }) {
  const result = useAtomValue(healthNoticeAtom(person.key));
  const load = useSmartAnswers(result.applyNo);
  return (
    <div style={{ marginBottom: 8 }}>
      {showName && <div style={{ padding: '10px 16px 4px', fontSize: 13, color: 'var(--adm-color-weak)' }}>{person.name}</div>}
      <SmartAnswersList load={load} />
    </div>
  );
}

/**
 * Looks back over the smart underwriting questionnaires answered, in tabs for the policyholder, the
 * insureds and the agent as configured; a person without a questionnaire shows 暂无数据.
 */
export default function SmartQuestionnairePreview({ attrs }: BlockProps<'smartQuestionnairePreview'>) {
  const people = useFormPeople();
  const tabs: { key: string; title: string; people: readonly NamedPerson[] }[] = [
    ...(attrs.showPolicyHolderTab !== false ? [{ key: 'holder', title: FLOW_MESSAGES.holderRole, people: [people.holder] }] : []),
    ...(attrs.showInsuredTab !== false ? [{ key: 'insured', title: FLOW_MESSAGES.insuredRole, people: people.insureds }] : []),
    ...(attrs.showAgentTab ? [{ key: 'agent', title: FLOW_MESSAGES.agentRole, people: [people.agent] }] : []),
  ];
  return (
    <section style={{ background: '#fff', marginBottom: 8 }}>
      {attrs.title && <h2 style={{ margin: 0, padding: '12px 16px 0', fontSize: 16 }}>{attrs.title}</h2>}
      <Tabs>
        {tabs.map((tab) => (
          <Tabs.Tab key={tab.key} title={tab.title}>
            {tab.people.map((person) => (
              <PersonAnswers key={person.key} person={person} showName={tab.people.length > 1} />
            ))}
          </Tabs.Tab>
        ))}
      </Tabs>
    </section>
  );
}
