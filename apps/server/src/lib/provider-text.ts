/**
 * A provider's words as staff may read them: control characters become spaces, whitespace is
 * collapsed, at most `max` characters. Null when nothing is left or the text carries markup or
 * structure (`< > { }`): those are a page or a document, never a provider's documented message.
 */
export function providerWords(text: string | undefined, max = 300): string | null {
  let spaced = '';
  for (const ch of text ?? '') {
    const code = ch.codePointAt(0)!;
    spaced += code < 32 || (code >= 127 && code < 160) ? ' ' : ch;
  }
  const plain = spaced.replace(/\s+/g, ' ').trim();
  if (!plain || /[<>{}]/.test(plain)) return null;
  return plain.length > max ? `${plain.slice(0, max - 1)}…` : plain;
}
