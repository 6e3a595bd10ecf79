import { todayIn } from '../../../lib/format';

/** The current month's first and last day (YYYY-MM-DD) in the tenant's time zone. */
export function currentMonthRange(timeZone: string, now = new Date()) {
  const today = todayIn(timeZone, now);
  const [y, m] = today.split('-').map(Number) as [number, number];
  const last = new Date(Date.UTC(y, m, 0)).getUTCDate();
  const month = String(m).padStart(2, '0');
  return {
    start_date: `${y}-${month}-01`,
    end_date: `${y}-${month}-${String(last).padStart(2, '0')}`,
  };
}
