import type { Page } from 'playwright-core';

// axe-core's own API, injected once per document: @axe-core/playwright's builder evaluates the source three times and
// opens a blank page per call (1.5–2 s a call, measured), while axe's run itself takes about 0.1 s. Its minified
// build (654 kB, not the 1.48 MB `source`): about 180 ms an injection against 260 (measured over 22 pages).
// eslint-disable-next-line @typescript-eslint/no-require-imports
const source = require('node:fs').readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8') as string;

const WCAG_21_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/** axe-core's serious and critical findings (WCAG 2.1 A and AA, or only the `rules` given) on the page as it is:
 * "route: rule (n) target". */
export async function accessibilityProblems(page: Page, rules?: string[]): Promise<string[]> {
  for (const frame of page.frames()) if (!(await frame.evaluate(() => 'axe' in window))) await frame.evaluate(source);
  const findings = await page.evaluate(
    async ({ rules, tags }) => {
      type Check = { data?: { fgColor?: string; bgColor?: string; contrastRatio?: number } | null };
      type Result = { id: string; impact?: string | null; nodes: Array<{ target: unknown[]; any?: Check[] }> };
      const { axe } = window as unknown as {
        axe: { run: (context: Document, options: object) => Promise<{ violations: Result[] }> };
      };
      // colours as they are shown: a theme switch under reduced motion still runs a 0.01 ms transition on every
      // element, and until the next frame ends it the computed colours are the old theme's
      await Promise.all(
        document
          .getAnimations()
          .filter((a) => a instanceof CSSTransition)
          .map((a) => a.finished.catch(() => undefined)),
      );
      const { violations } = await axe.run(document, {
        runOnly: rules ? { type: 'rule', values: rules } : { type: 'tag', values: tags },
        resultTypes: ['violations'],
      });
      return violations
        .filter((v) => v.impact === 'serious' || v.impact === 'critical')
        .map((v) => {
          // a contrast finding says which colours it measured (a theme half switched shows as the other's)
          const colours = v.nodes[0]?.any?.[0]?.data;
          const measured = colours?.fgColor
            ? ` (${colours.fgColor} on ${colours.bgColor}, ${colours.contrastRatio})`
            : '';
          return { id: v.id, count: v.nodes.length, target: `${v.nodes[0]?.target.join(' ') ?? ''}${measured}` };
        });
    },
    { rules, tags: WCAG_21_AA },
  );
  const path = new URL(page.url()).pathname;
  return findings.map((f) => `${path}: ${f.id} (${f.count}) ${f.target}`);
}
