import { Input, type InputProps } from 'antd';
import { useTypedText } from './use-typed-text';

interface TypedInputProps extends Omit<InputProps, 'value' | 'onChange'> {
  /** The stored text. */
  readonly value: string;
  /** Each keystroke's text; the field shows it at once, whenever the document takes it. */
  readonly onType: (text: string) => void;
}

/** A one-line antd input whose keystrokes may reach the document in a transition (see `useTypedText`). */
export function TypedInput({ value, onType, ...rest }: TypedInputProps) {
  const [text, type] = useTypedText(value);
  return (
    <Input
      {...rest}
      value={text}
      onChange={(event) => {
        type(event.target.value);
        onType(event.target.value);
      }}
    />
  );
}
