import { OpenpayReferenceForm } from '../components/OpenpayReferenceForm';

/** The store tab (payment_engine = OpenPay): a cash reference with its barcode. */
export default function OpenpayStoreTab() {
  return <OpenpayReferenceForm method="store" />;
}
