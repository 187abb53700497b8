import { Slider } from 'antd-mobile';
import { useState } from 'react';
import { SCREEN_MESSAGES } from '../../../shared/messages/screens';
import type { BlockProps } from '../block-props';
import { amountTitles, benefitRows, rowAtAge, sliderRange, snapAge } from './benefit-figures';
import { BenefitView } from './benefit-view';

/** The slider and the amounts of the age it points at; the age stays where the buyer left it. */
function AgeSliderBody({ rows, titles, min, max, step, unit }: {
  rows: ReturnType<typeof benefitRows>;
  titles: readonly string[];
  min: number;
  max: number;
  step: number;
  unit: string;
}) {
  const [chosen, setChosen] = useState<number>();
  const age = snapAge(chosen ?? min, min, max, step);
  const row = rowAtAge(rows, age);
  return (
    <>
      <div style={{ textAlign: 'center', fontSize: 15, fontWeight: 600, color: 'var(--adm-color-primary)' }}>
        {SCREEN_MESSAGES.benefitAtAge.replace('{age}', String(age)).replace('{unit}', unit)}
      </div>
      <Slider
        min={min}
        max={max}
        step={step}
        value={age}
        onChange={(value) => setChosen(typeof value === 'number' ? value : value[0])}
        popover={(value) => `${value}${unit}`}
      />
      <div style={{ display: 'flex', justifyContent: 'space-between', fontSize: 12, color: 'var(--adm-color-weak)', marginTop: -4 }}>
        <span>{`${min}${unit}`}</span>
        <span>{`${max}${unit}`}</span>
      </div>
      <dl style={{ margin: '12px 0 0' }}>
        {titles.map((title, index) => (
          <div key={index} style={{ display: 'flex', justifyContent: 'space-between', padding: '8px 0', borderBottom: '1px solid #f5f5f5', fontSize: 14 }}>
            <dt style={{ color: '#666' }}>{title}</dt>
            <dd style={{ margin: 0, color: '#333', fontWeight: 500 }}>{row?.cells[index] ?? '-'}</dd>
          </div>
        ))}
      </dl>
    </>
  );
}

/** The benefits by age: drag the slider to the insured's age of interest and read that year's amounts. */
export default function BenefitAgeSlider({ attrs }: BlockProps<'benefitAgeSlider'>) {
  return (
    <BenefitView
      title={attrs.title}
      render={(table) => {
        const range = sliderRange(table, attrs.minAge, attrs.maxAge);
        const unit = attrs.ageUnit ?? SCREEN_MESSAGES.benefitAgeUnit;
        if (!range) return <div style={{ padding: '24px 0', textAlign: 'center', color: 'var(--adm-color-weak)', fontSize: 13 }}>{SCREEN_MESSAGES.noData}</div>;
        return <AgeSliderBody rows={benefitRows(table)} titles={amountTitles(table)} min={range.min} max={range.max} step={attrs.step} unit={unit} />;
      }}
    />
  );
}
