import type { CSSProperties } from 'react';
import { PremiumAmount } from '../../premium/premium-amount';
import { usePremium } from '../../premium/use-premium';
import { usePremiumDisplay } from '../../premium/use-premium-display';
import type { BlockProps } from '../block-props';

const rowStyle: CSSProperties = {
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  margin: '8px 12px',
  padding: '12px 16px',
  borderRadius: 8,
  background: '#fff',
};

/**
 * The premium of the latest calculation (spec sections 2 and 4): a dash until known, 保费计算中 while
 * calculating, a yearly amount, or the first month and the amount per month from the next month.
 */
export default function PremiumDisplayBlock({ attrs }: BlockProps<'premiumDisplay'>) {
  usePremium();
  const display = usePremiumDisplay();
  return (
    <div style={rowStyle} aria-live="polite">
      <span style={{ fontSize: 15, color: '#333' }}>{attrs.label}</span>
      <PremiumAmount display={display} labels={attrs} />
    </div>
  );
}
