import type { Page } from 'playwright-core';

/** One report of a `securitypolicyviolation` event. */
export interface CspViolation {
  /** The directive that blocked something, e.g. `script-src-elem`. */
  directive: string;
  /** What was blocked: a URL, or `inline` / `eval`. */
  blocked: string;
  /** The first characters of a blocked inline script or style. */
  sample: string;
  /** The path of the page it happened on. */
  page: string;
}

/**
 * Collects every Content-Security-Policy violation on the page, on this and
 * every later document it loads. Each one is reported to the test at once,
 * so none is lost when the page navigates away. (Chromium also logs them as
 * console errors, which `openPage` collects as problems.)
 */
export async function recordCspViolations(page: Page): Promise<CspViolation[]> {
  const violations: CspViolation[] = [];
  await page.exposeBinding('__quireReportCspViolation', (_source, violation: CspViolation) => {
    violations.push(violation);
  });
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { __quireReportCspViolation: (v: unknown) => void }).__quireReportCspViolation;
      report({ directive: event.violatedDirective, blocked: event.blockedURI, sample: event.sample, page: location.pathname });
    });
  });
  return violations;
}
