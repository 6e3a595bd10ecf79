import { useParams } from 'react-router';

const MAX_ID = 2_147_483_647;

/**
 * The `:id` of a record route as a positive integer, or null for "abc", "0", "1.5" or a number
 * no record can have: the page then shows not-found without asking the API (never `/NaN`).
 */
export function useRecordId(param = 'id'): number | null {
  const raw = useParams()[param] ?? '';
  if (!/^[1-9]\d{0,9}$/.test(raw)) return null;
  const id = Number(raw);
  return id <= MAX_ID ? id : null;
}
