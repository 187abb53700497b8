import { describe, expect, it } from 'vitest';
import { healthFixture } from '../testing/health-fixture';
import { replay } from '../testing/replay';
import { replaceTemplate } from './replace-template';

const base = healthFixture();

describe('replaceTemplate', () => {
  it('takes the template written in the code view as the document, undoable', () => {
    const written = { ...structuredClone(base), themeColor: '#000000' };
    const history = replay(base, [{ type: 'replaceTemplate', template: written }]);
    expect(history.present).toBe(written);
    expect(replay(base, [{ type: 'replaceTemplate', template: written }, { type: 'undo' }]).present).toBe(base);
  });

  it('records nothing when the code view re-emits the same content', () => {
    expect(replaceTemplate(base, { template: structuredClone(base) })).toBe(base);
    expect(replay(base, [{ type: 'replaceTemplate', template: structuredClone(base) }]).past).toHaveLength(0);
  });
});
