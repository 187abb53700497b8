/**
 * A product banner as an SVG data URL: a gradient in the theme colour with the product name and
 * selling line, so the demo needs no hosted images.
 */
export function bannerImage(title: string, subtitle: string, color: string): string {
  const svg = [
    "<svg xmlns='http://www.w3.org/2000/svg' width='750' height='360'>",
    `<defs><linearGradient id='g' x1='0' y1='0' x2='1' y2='1'><stop offset='0' stop-color='${color}'/><stop offset='1' stop-color='${color}' stop-opacity='0.55'/></linearGradient></defs>`,
    "<rect width='750' height='360' fill='url(#g)'/>",
    "<circle cx='640' cy='70' r='150' fill='#ffffff' fill-opacity='0.12'/>",
    `<text x='48' y='170' font-size='56' font-weight='bold' fill='#ffffff' font-family='sans-serif'>${title}</text>`,
    `<text x='48' y='240' font-size='30' fill='#ffffff' font-family='sans-serif'>${subtitle}</text>`,
    '</svg>',
  ].join('');
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}
