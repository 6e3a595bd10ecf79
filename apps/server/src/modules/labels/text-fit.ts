/**
 * Fitting text into a box, for any renderer: PDF measures with the font's metrics, ZPL with an
 * estimate of the printer's font. Long values shrink to a floor size and only then are cut
 * with an ellipsis, so a label shows as much of a long company name or contents as it can.
 */

/** Width of `text` at `size`, in the renderer's units. */
export type Measure = (text: string, size: number) => number;

const SHRINK_STEP = 0.5;

/** The longest prefix of `text` that, followed by `ellipsis`, fits `width` (or all of it). */
export function truncateText(
  text: string,
  width: number,
  measure: (text: string) => number,
  ellipsis = '…',
): string {
  if (measure(text) <= width) return text;
  let n = text.length;
  while (n > 0 && measure(`${text.slice(0, n).trimEnd()}${ellipsis}`) > width) n--;
  return n > 0 ? `${text.slice(0, n).trimEnd()}${ellipsis}` : '';
}

/** Greedy word wrap; a word wider than the box is broken between characters. */
export function wrapText(text: string, width: number, measure: (text: string) => number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(' ').filter(Boolean)) {
    const candidate = line ? `${line} ${word}` : word;
    if (measure(candidate) <= width) {
      line = candidate;
      continue;
    }
    if (line) lines.push(line);
    line = word;
    while (measure(line) > width && line.length > 1) {
      let n = line.length - 1;
      while (n > 1 && measure(line.slice(0, n)) > width) n--;
      lines.push(line.slice(0, n));
      line = line.slice(n);
    }
  }
  if (line) lines.push(line);
  return lines;
}

/** One line: the size it is printed at and the text, shrunk to `min` and then truncated. */
export function fitOneLine(
  text: string,
  width: number,
  size: number,
  min: number,
  measure: Measure,
  ellipsis?: string,
): { size: number; text: string } {
  let s = size;
  while (s - SHRINK_STEP >= min && measure(text, s) > width) s -= SHRINK_STEP;
  return { size: s, text: truncateText(text, width, (t) => measure(t, s), ellipsis) };
}

/**
 * Wrapped lines in a `width` × `height` box at a line advance of `leading` × size: the size
 * shrinks until they all fit, and the last line that fits is truncated when they still do not.
 */
export function fitBlock(
  text: string,
  box: { width: number; height: number },
  size: number,
  min: number,
  leading: number,
  measure: Measure,
  ellipsis?: string,
): { size: number; lines: string[] } {
  const room = (s: number) => Math.max(1, Math.floor(box.height / (s * leading)));
  let s = size;
  let lines = wrapText(text, box.width, (t) => measure(t, s));
  while (lines.length > room(s) && s - SHRINK_STEP >= min) {
    s -= SHRINK_STEP;
    lines = wrapText(text, box.width, (t) => measure(t, s));
  }
  const max = room(s);
  if (lines.length > max) {
    const rest = lines.slice(max - 1).join(' ');
    lines = [
      ...lines.slice(0, max - 1),
      truncateText(rest, box.width, (t) => measure(t, s), ellipsis),
    ];
  }
  return { size: s, lines };
}
