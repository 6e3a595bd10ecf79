import { createRequire } from 'node:module';
import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';

const require = createRequire(import.meta.url);
/** axe-core's browser bundle, injected into the page as it ships (Deque's engine, not ours). */
const AXE_SOURCE = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

export interface AxeFinding {
  id: string;
  impact: string;
  help: string;
  targets: string[];
}

/**
 * Runs axe-core's WCAG 2.0/2.1 A and AA rules on the page as it is now and returns the serious
 * and critical violations (the ones a screen-reader or keyboard user is blocked by), each with
 * the elements it found them on.
 */
export async function seriousViolations(page: Page): Promise<AxeFinding[]> {
  // Evaluated over the DevTools protocol: the app's CSP (script-src 'self') stays as shipped.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  const found = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: AxeApi }).axe;
    const result = await axe.run(document, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
      resultTypes: ['violations'],
    });
    return result.violations.map((v) => ({
      id: v.id,
      impact: v.impact ?? 'unknown',
      help: v.help,
      targets: v.nodes
        .slice(0, 5)
        .map((n) => `${n.target.join(' ')} ${n.html.slice(0, 160)} ${n.failureSummary ?? ''}`),
    }));
  });
  return found.filter((v) => v.impact === 'serious' || v.impact === 'critical');
}

/** A readable list of findings for an assertion message. */
export function describeFindings(findings: AxeFinding[]): string {
  return findings
    .map((f) => `${f.id} (${f.impact}): ${f.help} at ${f.targets.join('\n   ')}`)
    .join('\n');
}

interface AxeApi {
  run(
    context: Document,
    options: object,
  ): Promise<{
    violations: {
      id: string;
      impact?: string | null;
      help: string;
      nodes: { target: string[]; html: string; failureSummary?: string }[];
    }[];
  }>;
}
