import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { LoadingIndicator } from './loading-indicator.js';
import { RouteError } from './route-error.js';
import { Spinner } from './spinner.js';

describe('RouteError', () => {
  it('is an alert with the error message and a Retry button, focusable so focus can move to it', () => {
    const html = renderToString(<RouteError target="/api/createSlice" error={new Error('Failed to fetch dynamically imported module')} retry={() => {}} />);
    expect(html).toMatch(/^<div role="alert" class="quire-route-error" tabindex="-1">/);
    expect(html).toContain('>Failed to fetch dynamically imported module</p>');
    expect(html).toMatch(/<button type="button"[^>]*>Retry<\/button>/);
  });
});

describe('Spinner', () => {
  it('is a status named "Loading page…" that also says so in text', () => {
    const html = renderToString(<Spinner />);
    expect(html).toContain('role="status"');
    expect(html).toContain('aria-label="Loading page…"');
    expect(html).toContain('>Loading page…</span>');
  });
});

describe('LoadingIndicator', () => {
  it('renders nothing before its delays have passed, so a short load shows nothing', () => {
    // A wait that started long ago still starts hidden: only the timer effect reveals the spinner.
    expect(renderToString(<LoadingIndicator target="/api/createSlice" since={-10_000} spinnerDelayMs={0} progressBarDelayMs={0} />)).toBe('');
  });
});
