/** Sends the browser to the gateway's page (tests replace it: jsdom cannot navigate away). */
export const gatewayRedirect = {
  go: (url: string) => window.location.assign(url),
};
