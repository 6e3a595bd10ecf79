/**
 * Labels print with the printers' own fonts: PDF's standard Helvetica (WinAnsi) and the Zebra
 * resident font. Both cover Spanish (á é í ó ú ü ñ ¿ ¡) but not emoji, CJK or most other
 * scripts, which would print as boxes or garbage. Text is folded to what those fonts can show.
 */

// Windows-1252's characters outside Latin-1 (0x80–0x9F), which WinAnsiEncoding also carries.
const CP1252_EXTRAS = new Set('€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ');

// Letters Unicode does not decompose into a base letter and a mark.
const FOLD: Record<string, string> = { Ł: 'L', ł: 'l', Đ: 'D', đ: 'd', ı: 'i', Ħ: 'H', ħ: 'h' };

function isPrintable(ch: string): boolean {
  const code = ch.codePointAt(0) ?? 0;
  return (code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff) || CP1252_EXTRAS.has(ch);
}

/** One line of text the label fonts can print: accents kept, others folded or "?". */
export function printable(text: string | null | undefined): string {
  if (!text) return '';
  let out = '';
  for (const ch of text.normalize('NFC').replace(/\s+/g, ' ')) {
    if (isPrintable(ch)) {
      out += ch;
      continue;
    }
    // "ő" → "o", "ș" → "s": the base letter reads better than a question mark.
    const base = FOLD[ch] ?? ch.normalize('NFD').replace(/\p{M}/gu, '');
    // Stray marks, joiners and variation selectors print nothing; anything else is unknown.
    out += base && [...base].every(isPrintable) ? base : /\p{M}|\p{Cc}|\p{Cf}/u.test(ch) ? '' : '?';
  }
  return out.trim();
}
