import type { SmartQuestion } from '../../../schema/entities/smart-question';
import type { SmartDraft } from '../../health/smart-answers';

/** What every question control receives: its question, the draft so far and how to change it. */
export interface QuestionFieldProps {
  readonly question: SmartQuestion;
  readonly draft: SmartDraft;
  readonly onChange: (draft: SmartDraft) => void;
}
