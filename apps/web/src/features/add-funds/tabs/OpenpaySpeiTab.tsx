import { OpenpayReferenceForm } from '../components/OpenpayReferenceForm';

/** The SPEI tab (payment_engine = OpenPay): a CLABE to transfer to. */
export default function OpenpaySpeiTab() {
  return <OpenpayReferenceForm method="bank" />;
}
