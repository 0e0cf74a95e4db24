// axe-core in the page under test. The console's CSP (script-src 'self') refuses an injected
// <script> (page.addScriptTag fails), so axe's source is evaluated through the DevTools protocol,
// which the CSP does not govern: page.evaluate, once per document and only where a check runs
// (page.addInitScript works too, but would load axe's 550 kB into every document and frame).
import type { Page, TestInfo } from '@playwright/test';
import type { AxeResults, ImpactValue, Result, RunOptions } from 'axe-core';
import { readFileSync } from 'node:fs';

const axeSource = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

/** Impacts that fail the suite; moderate and minor ones are recorded, not failed. */
export const FAILING_IMPACTS: readonly ImpactValue[] = ['critical', 'serious'];

export interface AxeFinding {
  /** Which screen and state, e.g. 'desktop /app/delivery: date picker open'. */
  where: string;
  violation: Pick<Result, 'id' | 'impact' | 'help' | 'helpUrl'> & {
    targets: string[];
    /** axe's own summary of what is wrong with the first node. */
    failure: string;
  };
}

/** Waits until no finite animation runs, so that a menu fading in is not measured half-faded. */
export async function settle(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (animation) =>
          animation.playState !== 'running' ||
          animation.effect?.getTiming().iterations === Infinity,
      ),
  );
}

async function injectAxe(page: Page): Promise<void> {
  const present = await page.evaluate(() => 'axe' in window);
  if (!present) await page.evaluate(axeSource);
}

/**
 * Runs axe over the page (or `include`, a CSS selector) as it is now and returns every violation;
 * records a one-line count by impact on the test, so the run report shows what each state had.
 */
export async function scan(
  page: Page,
  testInfo: TestInfo,
  where: string,
  include?: string,
): Promise<AxeFinding[]> {
  await settle(page);
  const started = Date.now();
  await injectAxe(page);
  const options: RunOptions = { resultTypes: ['violations'] };
  const results = await page.evaluate(
    ([context, runOptions]) => {
      const axe = (window as unknown as { axe: { run: typeof import('axe-core').run } }).axe;
      return axe.run(context ? { include: [context] } : document, runOptions);
    },
    [include ?? null, options] as const,
  );
  const findings = (results as AxeResults).violations.map((violation): AxeFinding => ({
    where,
    violation: {
      id: violation.id,
      impact: violation.impact,
      help: violation.help,
      helpUrl: violation.helpUrl,
      targets: violation.nodes.map((node) => node.target.join(' ')),
      failure: violation.nodes[0]?.failureSummary ?? '',
    },
  }));
  const count = (impact: ImpactValue) =>
    findings.filter((finding) => finding.violation.impact === impact).length;
  const ids = findings.map((f) => `${f.violation.id}(${f.violation.impact ?? '?'})`).join(' ');
  testInfo.annotations.push({
    type: 'axe',
    description:
      `${where}: critical ${count('critical')}, serious ${count('serious')}, ` +
      `moderate ${count('moderate')}, minor ${count('minor')} (${Date.now() - started} ms)` +
      (ids ? ` — ${ids}` : ''),
  });
  return findings;
}

/** The failing findings as a message a person can act on: rule, impact, where, what and how. */
export function describeFindings(findings: readonly AxeFinding[]): string {
  const failing = findings.filter((finding) =>
    FAILING_IMPACTS.includes(finding.violation.impact ?? 'minor'),
  );
  return failing
    .map(({ where, violation }) =>
      [
        `${where}: ${violation.id} (${violation.impact ?? 'no impact'}): ${violation.help}`,
        `  ${violation.helpUrl}`,
        ...violation.targets.slice(0, 8).map((target) => `  at ${target}`),
        ...(violation.targets.length > 8 ? [`  … and ${violation.targets.length - 8} more`] : []),
        ...violation.failure.split('\n').map((line) => `    ${line}`),
      ].join('\n'),
    )
    .join('\n\n');
}

/** Only the critical and serious findings, the ones the suite fails on. */
export function failing(findings: readonly AxeFinding[]): AxeFinding[] {
  return findings.filter((finding) =>
    FAILING_IMPACTS.includes(finding.violation.impact ?? 'minor'),
  );
}
