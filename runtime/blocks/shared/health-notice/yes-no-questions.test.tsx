// @vitest-environment happy-dom
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, describe, expect, it } from 'vitest';
import { YesNoQuestions } from './yes-no-questions';

/** The component's own stylesheet, read as a file: Vitest imports CSS without applying it. (A path, not a URL: happy-dom's URL is not Node's.) */
const OWN_STYLES = readFileSync(fileURLToPath(import.meta.url).replace(/\.test\.tsx$/, '.css'), 'utf8');

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/** Chromium's default paragraph margins (its user-agent sheet: `p { margin-block: 1em }`, 14px in a question), which happy-dom lacks. */
const BROWSER_PARAGRAPH = 'p { margin-top: 14px; margin-bottom: 14px; }';

let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  document.head.innerHTML = '';
  document.body.innerHTML = '';
});

/** The questions on a page with the browser's paragraph margins and the component's own stylesheet. */
function renderQuestions(questions: string[]): HTMLElement {
  for (const css of [BROWSER_PARAGRAPH, OWN_STYLES]) {
    const style = document.createElement('style');
    style.textContent = css;
    document.head.append(style);
  }
  const container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
  act(() => root?.render(<YesNoQuestions questions={questions} answers={[]} onAnswer={() => undefined} />));
  return container;
}

describe('numbered yes/no questions', () => {
  it('sets each number on the first line of its question, whose paragraph keeps no margin above or below', () => {
    const container = renderQuestions(['<p>被保险人过去2年内是否因疾病住院治疗？</p>', '<p>第一段</p><p>第二段</p>', '您是否已向投保人说明保险责任？']);
    const rows = [...container.querySelectorAll('li')].map((item) => item.firstElementChild as HTMLElement);
    expect(rows.map((row) => row.firstElementChild?.textContent)).toEqual(['1.', '2.', '3.']);
    for (const row of rows) expect(getComputedStyle(row).alignItems).toBe('baseline');
    const [single, first, second] = [...container.querySelectorAll('li p')].map((paragraph) => getComputedStyle(paragraph));
    expect([single?.marginTop, single?.marginBottom]).toEqual(['0px', '0px']);
    // Paragraphs within a question stay apart; only the text's outer margins go.
    expect([first?.marginTop, first?.marginBottom, second?.marginTop, second?.marginBottom]).toEqual(['0px', '14px', '14px', '0px']);
  });
});
