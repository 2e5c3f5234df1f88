// Generated hostel pictures (SVG), so the seed needs no image files or outside image host.
const palettes = [
  ['#0f766e', '#99f6e4', '#134e4a'],
  ['#1d4ed8', '#bfdbfe', '#1e3a8a'],
  ['#b45309', '#fde68a', '#7c2d12'],
  ['#7e22ce', '#e9d5ff', '#581c87'],
  ['#be123c', '#fecdd3', '#881337'],
  ['#15803d', '#bbf7d0', '#14532d'],
];

function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** A picture of a hostel building: `seed` picks colours and floors, `view` varies the scene. */
export function hostelArt(seed: number, view: number, label: string): string {
  const [main, light, dark] = palettes[(seed + view) % palettes.length];
  const floors = 3 + (seed % 3);
  const cols = 4 + ((seed + view) % 3);
  const bw = 60 + cols * 50;
  const bh = floors * 60 + 40;
  const x0 = (640 - bw) / 2;
  const y0 = 360 - bh;
  let windows = '';
  for (let f = 0; f < floors; f++) {
    for (let c = 0; c < cols; c++) {
      const lit = (f * 7 + c * 3 + seed + view) % 4 !== 0;
      windows += `<rect x="${x0 + 30 + c * 50}" y="${y0 + 30 + f * 60}" width="30" height="34" rx="3" fill="${lit ? light : dark}"/>`;
    }
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 640 420" role="img" aria-label="${escapeXml(label)}">
<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${light}"/><stop offset="1" stop-color="#ffffff"/></linearGradient></defs>
<rect width="640" height="420" fill="url(#sky)"/>
<circle cx="${520 - view * 60}" cy="80" r="34" fill="#fde047"/>
<rect x="0" y="360" width="640" height="60" fill="${dark}"/>
<rect x="${x0}" y="${y0}" width="${bw}" height="${bh}" fill="${main}"/>
<rect x="${x0 - 10}" y="${y0 - 14}" width="${bw + 20}" height="16" fill="${dark}"/>
${windows}
<rect x="${300}" y="${320}" width="40" height="40" fill="${dark}"/>
<text x="320" y="400" text-anchor="middle" font-family="sans-serif" font-size="22" fill="#ffffff">${escapeXml(label)}</text>
</svg>`;
}
