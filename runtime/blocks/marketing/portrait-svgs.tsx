import type { PortraitIcon } from '../../../shared/identity/portrait-icon';

interface Look {
  readonly background: string;
  readonly shirt: string;
  readonly hair: string;
  /** Long hair falls beside the face; short hair is a cap. */
  readonly longHair: boolean;
  /** Children are drawn with a rounder, smaller head lower in the frame. */
  readonly child: boolean;
}

const LOOKS: Record<PortraitIcon, Look> = {
  boy: { background: '#e6f4ff', shirt: '#4096ff', hair: '#3b2a20', longHair: false, child: true },
  man: { background: '#e8f0fe', shirt: '#1d39c4', hair: '#222', longHair: false, child: false },
  girl: { background: '#fff0f6', shirt: '#f759ab', hair: '#4a2c1d', longHair: true, child: true },
  woman: { background: '#fff1f0', shirt: '#c41d7f', hair: '#2b1b14', longHair: true, child: false },
};

/** The built-in portraits (boy, man, girl, woman), drawn here so the page needs no image host. */
export function PortraitSvg({ icon, size }: { icon: PortraitIcon; size: number }) {
  const look = LOOKS[icon];
  const headR = look.child ? 13 : 12;
  const headY = look.child ? 27 : 24;
  return (
    <svg width={size} height={size} viewBox="0 0 64 64" role="img" aria-label={icon}>
      <rect width="64" height="64" fill={look.background} />
      {look.longHair ? <rect x={32 - headR - 3} y={headY - 4} width={(headR + 3) * 2} height={headR + 18} rx={headR} fill={look.hair} /> : null}
      <path d={`M10 64 C10 ${headY + 20} 54 ${headY + 20} 54 64 Z`} fill={look.shirt} />
      <rect x="28" y={headY + headR - 3} width="8" height="7" fill="#f6c7a4" />
      <circle cx="32" cy={headY} r={headR} fill="#fcd9bd" />
      <path d={`M${32 - headR} ${headY} A${headR} ${headR} 0 0 1 ${32 + headR} ${headY} Q32 ${headY - headR / 2} ${32 - headR} ${headY} Z`} fill={look.hair} />
      <circle cx="27.5" cy={headY + 2} r="1.4" fill="#333" />
      <circle cx="36.5" cy={headY + 2} r="1.4" fill="#333" />
      <path d={`M29 ${headY + 7} Q32 ${headY + 9.5} 35 ${headY + 7}`} stroke="#c0504d" strokeWidth="1.4" fill="none" strokeLinecap="round" />
    </svg>
  );
}
