// The scripts of docs/partners, bundled as text: the page offers the very files the repository
// documents (one source), downloaded from memory.
import exampleClient from '../../../../../docs/partners/example-client.mjs?raw';
import webhookReceiver from '../../../../../docs/partners/webhook-receiver.mjs?raw';

export interface PartnerScript {
  fileName: string;
  source: string;
}

export const EXAMPLE_CLIENT: PartnerScript = {
  fileName: 'example-client.mjs',
  source: exampleClient,
};
export const WEBHOOK_RECEIVER: PartnerScript = {
  fileName: 'webhook-receiver.mjs',
  source: webhookReceiver,
};

/** Saves a script as a file through a temporary link. */
export function downloadScript(script: PartnerScript): void {
  const url = URL.createObjectURL(new Blob([script.source], { type: 'text/javascript' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = script.fileName;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
