import { assertNever } from '../../../shared/assert-never';
import { AssociatedQuestion } from './associated-question';
import { ChoiceQuestion } from './choice-question';
import { ListBoxQuestion } from './list-box-question';
import type { QuestionFieldProps } from './question-field-props';
import { TypedQuestion } from './typed-question';

/** The control of a smart question, by its questionType. */
export function QuestionField(props: QuestionFieldProps) {
  const type = props.question.questionType;
  switch (type) {
    case 'SINGLE':
      return <ChoiceQuestion {...props} multiple={false} />;
    case 'MULTIPLE':
      return <ChoiceQuestion {...props} multiple />;
    case 'LIST_BOX_SINGLE':
      return <ListBoxQuestion {...props} multiple={false} />;
    case 'LIST_BOX_MULTIPLE':
      return <ListBoxQuestion {...props} multiple />;
    case 'ASSOCIATED':
      return <AssociatedQuestion {...props} />;
    case 'TEXT':
    case 'INPUT':
      return <TypedQuestion {...props} />;
    default:
      return assertNever(type, 'smart question type');
  }
}
