/** Browser actions tests replace (jsdom cannot reload a page). */
export const browser = {
  reload: () => window.location.reload(),
};
