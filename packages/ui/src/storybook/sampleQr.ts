/** A made-up QR-like picture (not a real code) as the data URL the site would pass in. */
export function sampleQr(): string {
  const cells: string[] = [];
  for (let y = 0; y < 25; y += 1) {
    for (let x = 0; x < 25; x += 1) {
      const finder = (x < 7 || x > 17) && y < 7 ? true : x < 7 && y > 17;
      const on = finder
        ? x % 6 === 0 || y % 6 === 0 || (x % 6 > 1 && x % 6 < 5 && y % 6 > 1 && y % 6 < 5)
        : (x * 7 + y * 13 + x * y) % 3 === 0;
      if (on) cells.push(`<rect x="${x}" y="${y}" width="1" height="1"/>`);
    }
  }
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 25 25" shape-rendering="crispEdges">${cells.join('')}</svg>`;
  return `data:image/svg+xml;base64,${btoa(svg)}`;
}
