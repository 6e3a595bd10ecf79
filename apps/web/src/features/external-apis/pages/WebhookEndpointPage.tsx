/** Placeholder while issue 22 builds this page. */
export function WebhookEndpointPage() {
  return null;
}
