/** A compile's result when the test's pipeline is synchronous (no async plugin): a Promise here is a test bug. */
export function syncResult<T>(result: T | Promise<T>): T {
  if (result instanceof Promise) throw new Error('Expected a synchronous compile: this pipeline has no async plugin.');
  return result;
}
