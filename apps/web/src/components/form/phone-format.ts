/** Area codes (LADA) of two digits; every other Mexican number has a three-digit one. */
const TWO_DIGIT_LADA = ['55', '56', '33', '81'];

/** The 10 national digits of a Mexican phone, whatever was typed ("+52 (81) 1234-5678"). */
export function phoneDigits(value: string): string {
  let digits = value.replace(/\D/g, '');
  if (digits.length > 10 && digits.startsWith('52')) digits = digits.slice(2);
  return digits.slice(0, 10);
}

/** Grouped as Mexicans write it: "81 1234 5678", "222 123 4567" (partial input too). */
export function groupPhone(value: string): string {
  const d = phoneDigits(value);
  const parts = TWO_DIGIT_LADA.includes(d.slice(0, 2))
    ? [d.slice(0, 2), d.slice(2, 6), d.slice(6)]
    : [d.slice(0, 3), d.slice(3, 6), d.slice(6)];
  return parts.filter(Boolean).join(' ');
}

/** A stored phone shown in full: "+52 81 1234 5678". */
export function formatPhone(value: string | null | undefined): string {
  if (!value) return '—';
  const digits = phoneDigits(value);
  return digits.length === 10 ? `+52 ${groupPhone(digits)}` : value;
}
