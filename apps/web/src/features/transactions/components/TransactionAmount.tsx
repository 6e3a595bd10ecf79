import Typography from '@mui/material/Typography';
import type { Locale, Transaction } from '@despacho/shared';
import { formatMoney } from '../../../lib/format';

/** A deposit reads "$250.50"; a withdrawal "-$127.00" in red, the way the balance moved. */
export function TransactionAmount({
  transaction: { amount, transaction_type: type },
  locale,
}: {
  transaction: Pick<Transaction, 'amount' | 'transaction_type'>;
  locale: Locale;
}) {
  const withdraw = type === 'withdraw';
  return (
    <Typography
      component="span"
      variant="body2"
      color={withdraw ? 'error.main' : 'success.main'}
      sx={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap', fontWeight: 500 }}
    >
      {formatMoney(withdraw ? `-${amount}` : amount, locale)}
    </Typography>
  );
}
