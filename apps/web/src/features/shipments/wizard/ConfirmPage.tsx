import { ComingSoonPage } from '../../../app/pages/ComingSoonPage';

/** Placeholder until the page lands (issue 9). */
export function ConfirmPage() {
  return <ComingSoonPage name="confirmShipment" />;
}
