import { ComingSoonPage } from '../../../app/pages/ComingSoonPage';

/** Issue 21: built by its area. */
export function WaybillsListPage() {
  return <ComingSoonPage name="waybills" />;
}
