import { fetchFile } from '../../../lib/api-client';

/**
 * Opens a proof's file in a new tab. The file needs the session's token, so it is fetched and
 * shown from a blob URL; the tab is opened before the fetch, inside the click, so no pop-up
 * blocker stops it. Rejects (and closes the tab) when the file cannot be read.
 */
export async function openPaymentProofFile(proofId: number, fileId: number): Promise<void> {
  const tab = window.open('', '_blank');
  try {
    const blob = await fetchFile(`payment_proofs/${proofId}/files/${fileId}`);
    const url = URL.createObjectURL(blob);
    if (tab) {
      tab.location.href = url;
    } else {
      // Pop-ups blocked: a link click still opens it without leaving the app.
      const link = document.createElement('a');
      link.href = url;
      link.target = '_blank';
      link.rel = 'noopener';
      document.body.appendChild(link);
      link.click();
      link.remove();
    }
    setTimeout(() => URL.revokeObjectURL(url), 60_000);
  } catch (error) {
    tab?.close();
    throw error;
  }
}
