import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { deepenImports, readExportSources } from './ui-library-deep-imports';

const index = readFileSync(createRequire(import.meta.url).resolve('antd-mobile/es/index.js'), 'utf8');
const sources = readExportSources(index, 'antd-mobile/es');

describe('importing UI library components from their own modules', () => {
  it('reads where the index takes each component from', () => {
    expect(sources.get('Button')).toEqual({ source: 'antd-mobile/es/components/button', imported: 'default' });
    expect(sources.get('DatePicker')).toEqual({ source: 'antd-mobile/es/components/date-picker', imported: 'default' });
    expect(sources.get('useConfig')).toEqual({ source: 'antd-mobile/es/components/config-provider', imported: 'useConfig' });
  });

  it('rewrites named imports, renamed ones included, to the modules defining them', () => {
    const code = 'import { Button, Toast as Notice } from "antd-mobile";\nNotice.show(Button);';
    expect(deepenImports(code, 'antd-mobile', sources)).toBe(
      "import { default as Button } from 'antd-mobile/es/components/button';\n" +
        "import { default as Notice } from 'antd-mobile/es/components/toast';\nNotice.show(Button);",
    );
  });

  it('leaves deep imports, other libraries and names the index does not export as they are', () => {
    const code = [
      "import Popup from 'antd-mobile/es/components/popup';",
      "import { Button } from 'antd';",
      "import { NotAComponent, Button } from 'antd-mobile';",
    ].join('\n');
    expect(deepenImports(code, 'antd-mobile', sources)).toBe(code);
  });
});
