/** RFC 4180 rows of a CSV the exports write (quoted fields with commas and doubled quotes), without the BOM. */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  for (const line of text
    .replace(/^\uFEFF/, '')
    .split('\r\n')
    .filter(Boolean)) {
    const cells: string[] = [''];
    let quoted = false;
    for (let i = 0; i < line.length; i++) {
      const ch = line[i]!;
      if (quoted && ch === '"' && line[i + 1] === '"') {
        cells[cells.length - 1] += '"';
        i++;
      } else if (ch === '"') quoted = !quoted;
      else if (ch === ',' && !quoted) cells.push('');
      else cells[cells.length - 1] += ch;
    }
    rows.push(cells);
  }
  return rows;
}
