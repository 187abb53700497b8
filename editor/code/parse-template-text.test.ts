import { describe, expect, it } from 'vitest';
import { formatTemplateText, parseTemplateText } from './parse-template-text';
import { jsonErrorLocation } from './json-error-location';

describe('parseTemplateText', () => {
  it('reads back the text it formats, whatever the template says', () => {
    const template = { schemaVersion: 1, themeColor: '#ff6600', insuranceCategory: 'healthInsurance', pageList: [] };
    const parsed = parseTemplateText(formatTemplateText(template as never));
    expect(parsed).toEqual({ ok: true, template });
    // An object that breaks the schema still parses: the problems panel reports it, not the parser.
    expect(parseTemplateText('{"pageList": 3}')).toEqual({ ok: true, template: { pageList: 3 } });
  });

  it('refuses a stray character as a syntax error', () => {
    const parsed = parseTemplateText('{\n  "a": 1,\n  x\n}');
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) expect(parsed.error.kind).toBe('syntax');
  });

  it('refuses JSON that is not an object', () => {
    expect(parseTemplateText('[1]')).toEqual({ ok: false, error: { kind: 'notAnObject' } });
    expect(parseTemplateText('null')).toEqual({ ok: false, error: { kind: 'notAnObject' } });
  });
});

describe('jsonErrorLocation', () => {
  const text = '{\n  "a": 1,\n  x\n}';

  it('takes the line and column when the engine gives them', () => {
    expect(jsonErrorLocation(`Expected double-quoted property name in JSON at position 14 (line 3 column 3)`, text)).toEqual({ line: 3, column: 3 });
  });

  it('counts lines from a bare position', () => {
    expect(jsonErrorLocation('Unexpected token x in JSON at position 14', text)).toEqual({ line: 3, column: 3 });
  });

  it('points at the end of an unfinished text and says nothing when the message does not', () => {
    expect(jsonErrorLocation('Unexpected end of JSON input', '{\n  "a": ')).toEqual({ line: 2, column: 8 });
    expect(jsonErrorLocation(`Unexpected token 'x', "..." is not valid JSON`, text)).toBeUndefined();
  });
});
