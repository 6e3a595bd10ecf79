import { ComingSoonPage } from '../../../app/pages/ComingSoonPage';

/** Issue 21: built by its area. */
export function OverweightsListPage() {
  return <ComingSoonPage name="overweights" />;
}
