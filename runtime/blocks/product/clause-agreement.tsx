import { Checkbox, Toast } from 'antd-mobile';
import { useAtom } from 'jotai';
import { useEffect, type CSSProperties, type MouseEvent } from 'react';
import { useLocation } from 'react-router-dom';
import { SCREEN_MESSAGES } from '../../../shared/messages/screens';
import { flowStateAtom } from '../../state/flow-atoms';
import type { BlockProps } from '../block-props';
import { clauseTarget, filesHref } from './clause-target';
import { openDocument } from './open-document';
import { usePlanClauses } from './use-plan-clauses';
import { recordMoment } from '../../recording/recording-moments';

const linkStyle: CSSProperties = { color: 'var(--adm-color-primary)', background: 'none', border: 0, padding: 0, font: 'inherit', cursor: 'pointer' };

function ClauseLink({ text, onOpen }: { text: string; onOpen: () => void }) {
  return (
    <button
      type="button"
      style={linkStyle}
      onClick={(event: MouseEvent) => {
        // The link sits inside the checkbox label: reading a clause must not tick it.
        event.preventDefault();
        event.stopPropagation();
        onOpen();
      }}
    >
      {text}
    </button>
  );
}

/**
 * The clause agreement (spec sections 2 and 5): a checkbox whose state is the flow's clause-agreed
 * flag, which the toolbar checks before moving on, and the clause links. Configured links open their
 * address; otherwise the plan's clauses are asked for on whatever page this is (a tap before they
 * have arrived waits for them): one opens directly, several open /files, none shows 暂无数据.
 */
export default function ClauseAgreement({ attrs }: BlockProps<'clauseAgreement'>) {
  const [flow, setFlow] = useAtom(flowStateAtom);
  const location = useLocation();
  const configured = attrs.clauses ?? [];
  const { clauses: planClauses, load, goodsId, planId } = usePlanClauses(configured.length === 0);
  const defaultChecked = attrs.defaultChecked === true;
  useEffect(() => {
    if (defaultChecked) setFlow((current) => (current.clauseAgreed ? current : { ...current, clauseAgreed: true }));
  }, [defaultChecked, setFlow]);

  const target = clauseTarget(planClauses ?? []);
  const clauseNames = configured.length > 0 ? configured.map((clause) => SCREEN_MESSAGES.bookTitle(clause.label)).join('') : SCREEN_MESSAGES.bookTitle(target.kind === 'direct' ? target.label : SCREEN_MESSAGES.insuranceClauses);
  const setAgreed = (agreed: boolean) => {
    setFlow((current) => ({ ...current, clauseAgreed: agreed }));
    recordMoment({ kind: 'box-ticked', label: `${attrs.prefixText ?? ''}${clauseNames}${attrs.suffixText ?? ''}`, ticked: agreed });
  };

  const links =
    configured.length > 0 ? (
      configured.map((clause) => (
        <ClauseLink key={clause.code ?? clause.label} text={SCREEN_MESSAGES.bookTitle(clause.label)} onOpen={() => openDocument(clause.clauseUrl, clause.label)} />
      ))
    ) : (
      <ClauseLink
        text={SCREEN_MESSAGES.bookTitle(target.kind === 'direct' ? target.label : SCREEN_MESSAGES.insuranceClauses)}
        onOpen={() => {
          void load().then((clauses) => {
            const tapped = clauseTarget(clauses);
            if (tapped.kind === 'direct') openDocument(tapped.url, tapped.label);
            // A full load: the app reads its address parameters (goods and plan for /files) once, on start.
            else if (tapped.kind === 'list') {
              recordMoment({ kind: 'terms-shown', title: SCREEN_MESSAGES.insuranceClauses });
              window.location.assign(filesHref(location.search, goodsId, planId));
            } else Toast.show({ content: SCREEN_MESSAGES.noData });
          });
        }}
      />
    );

  return (
    <div style={{ margin: '8px 12px', padding: '12px 16px', borderRadius: 8, background: '#fff', fontSize: 13, lineHeight: 1.6, color: '#666' }}>
      <Checkbox checked={flow.clauseAgreed} onChange={setAgreed} style={{ '--icon-size': '18px', '--font-size': '13px', '--gap': '6px' } as CSSProperties}>
        <span>
          {attrs.prefixText}
          {links}
          {attrs.suffixText}
        </span>
      </Checkbox>
    </div>
  );
}
