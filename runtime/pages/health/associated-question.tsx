import { SearchBar, Tag } from 'antd-mobile';
import { useState } from 'react';
import { SCREEN_MESSAGES } from '../../../shared/messages/screens';
import { matchOptions } from '../../health/smart-answers';
import type { QuestionFieldProps } from './question-field-props';

/**
 * An ASSOCIATED question: the buyer types part of a disease name and picks from the matching options,
 * several if need be; the picks show as tags that remove themselves when tapped.
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
            <Tag key={option.opNo} color="primary" fill="outline" round style={{ padding: '4px 10px', fontSize: 13 }} onClick={() => toggle(option.opNo)}>
              {option.content} ×
            </Tag>
          ))}
      </div>
      <SearchBar
        placeholder={SCREEN_MESSAGES.smartSearchPlaceholder}
        value={typed}
        onChange={setTyped}
        {...(question.attributes?.textMaxNum !== undefined ? { maxLength: question.attributes.textMaxNum } : {})}
      />
      <div role="listbox" style={{ marginTop: 6 }}>
        {matches.map((option) => (
          <div
            key={option.opNo}
            role="option"
            aria-selected={false}
            onClick={() => { toggle(option.opNo); setTyped(''); }}
            style={{ padding: '10px 4px', borderBottom: '1px solid #f5f5f5', fontSize: 14 }}
          >
            {option.content}
          </div>
        ))}
      </div>
    </div>
  );
}
