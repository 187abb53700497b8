import { theme, Typography } from 'antd';
import type { CSSProperties, ReactNode } from 'react';

type Level = 1 | 2 | 3 | 4 | 5;

export interface HeadingProps {
  /** The level in the screen's outline: one `h1` per screen, each level below the one before. */
  readonly level: Level;
  /** The size it is drawn at: antd's heading of that level, or the surrounding text's (a card's title). */
  readonly look: Level | 'inherit';
  readonly style?: CSSProperties;
  readonly children: ReactNode;
  readonly 'data-operator-content'?: string;
}

/**
 * A heading whose level follows the screen's outline while its size follows the design: the screen's
 * title is its `h1` even where it is drawn small (a card's title, the workspace toolbar).
 */
export function Heading({ level, look, style, children, ...rest }: HeadingProps) {
  const { token } = theme.useToken();
  const size: CSSProperties =
    look === 'inherit'
      ? { fontSize: 'inherit', lineHeight: 'inherit', fontWeight: 'inherit' }
      : { fontSize: token[`fontSizeHeading${look}`], lineHeight: token[`lineHeightHeading${look}`] };
  return (
    <Typography.Title level={level} style={{ margin: 0, ...size, ...style }} {...rest}>
      {children}
    </Typography.Title>
  );
}
