/** Demo logos drawn as SVG, so the demo needs no binary assets: a colored mark and the name. */
export function logoSvg(name: string, color: string): string {
  const initial = name.slice(0, 1).toUpperCase();
  return `<svg xmlns="http://www.w3.org/2000/svg" width="264" height="52" viewBox="0 0 264 52">
  <rect x="2" y="2" width="48" height="48" rx="12" fill="${color}"/>
  <text x="26" y="35" font-family="Segoe UI, Helvetica, Arial, sans-serif" font-size="28" font-weight="700" fill="#fff" text-anchor="middle">${initial}</text>
  <text x="62" y="35" font-family="Segoe UI, Helvetica, Arial, sans-serif" font-size="26" font-weight="600" fill="#242424">${name}</text>
</svg>
`;
}

export function bannerSvg(color: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1440" height="240" viewBox="0 0 1440 240">
  <defs><linearGradient id="g" x1="0" x2="1"><stop offset="0" stop-color="${color}"/><stop offset="1" stop-color="#ffffff"/></linearGradient></defs>
  <rect width="1440" height="240" fill="url(#g)"/>
</svg>
`;
}
