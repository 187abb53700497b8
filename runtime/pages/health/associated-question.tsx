import { SearchBar } from 'antd-mobile';
import type { CSSProperties } from 'react';
import { useState } from 'react';
import { SCREEN_MESSAGES } from '../../../shared/messages/screens';
import { matchOptions } from '../../health/smart-answers';
import type { QuestionFieldProps } from './question-field-props';

/** A pick: a round outlined tag in the primary colour. */
const PICK: CSSProperties = { padding: '4px 10px', fontSize: 13, borderRadius: 999, border: '1px solid var(--adm-color-primary)', color: 'var(--adm-color-primary)', background: '#fff', cursor: 'pointer' };

/** A match: a full-width row. */
const MATCH: CSSProperties = { display: 'block', width: '100%', padding: '10px 4px', border: 0, borderBottom: '1px solid #f5f5f5', background: 'none', font: 'inherit', fontSize: 14, color: 'var(--adm-color-text)', textAlign: 'left', cursor: 'pointer' };

/**
 * An ASSOCIATED question: the buyer types part of a disease name and picks from the matching options,
 * several if need be; the picks show as tags that remove themselves when tapped. Picks and matches are
 * buttons, reached by Tab and chosen with Enter like a tap.
 */
export function AssociatedQuestion({ question, draft, onChange }: QuestionFieldProps) {
  const [typed, setTyped] = useState('');
  const options = question.qtOptionList ?? [];
  const matches = matchOptions(options, typed).filter((option) => !draft.options.includes(option.opNo));
  const toggle = (opNo: string) =>
    onChange({ ...draft, options: draft.options.includes(opNo) ? draft.options.filter((no) => no !== opNo) : [...draft.options, opNo] });
  return (
    <div>
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8, marginBottom: draft.options.length > 0 ? 10 : 0 }}>
        {options
          .filter((option) => draft.options.includes(option.opNo))
          .map((option) => (
            <button key={option.opNo} type="button" style={PICK} onClick={() => toggle(option.opNo)}>
              {option.content} ×
            </button>
          ))}
      </div>
      <SearchBar
        placeholder={SCREEN_MESSAGES.smartSearchPlaceholder}
        value={typed}
        onChange={setTyped}
        {...(question.attributes?.textMaxNum !== undefined ? { maxLength: question.attributes.textMaxNum } : {})}
      />
      {/* role="list": Safari drops the list semantics of a list without bullets unless told. */}
      <ul role="list" style={{ margin: '6px 0 0', padding: 0, listStyle: 'none' }}>
        {matches.map((option) => (
          <li key={option.opNo}>
            <button type="button" style={MATCH} onClick={() => { toggle(option.opNo); setTyped(''); }}>
              {option.content}
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
