import { PublicComingSoonPage } from '../../../app/pages/PublicComingSoonPage';

/** Placeholder until the page lands (issue 9). */
export function PublicTrackingPage() {
  return <PublicComingSoonPage />;
}
