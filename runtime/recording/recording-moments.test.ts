import { describe, expect, it } from 'vitest';
import type { RecordingMoment } from '../../shared/recording/recording-moment';
import { recordMoment, setMomentSink } from './recording-moments';

describe('recording moments', () => {
  it('keeps the moments noted before the recorder runs and hands them over, in order, as it starts', () => {
    recordMoment({ kind: 'box-ticked', label: '我已阅读并同意《保险条款》', ticked: true });
    recordMoment({ kind: 'sms-verified' });
    const seen: RecordingMoment[] = [];
    setMomentSink((moment) => seen.push(moment));
    recordMoment({ kind: 'order-confirmed' });
    expect(seen.map((moment) => moment.kind)).toEqual(['box-ticked', 'sms-verified', 'order-confirmed']);
    setMomentSink(undefined);
  });

  it('keeps only the last 50 while none runs', () => {
    for (let index = 0; index < 60; index += 1) recordMoment({ kind: 'notice-answered', question: `Q${index}`, answer: '否' });
    const seen: RecordingMoment[] = [];
    setMomentSink((moment) => seen.push(moment));
    expect(seen).toHaveLength(50);
    expect(seen[0]).toEqual({ kind: 'notice-answered', question: 'Q10', answer: '否' });
    setMomentSink(undefined);
  });
});
