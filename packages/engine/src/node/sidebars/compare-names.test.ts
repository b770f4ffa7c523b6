import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { compareNames } from './compare-names.js';

const icu = new Intl.Collator('en', { numeric: true });
const sign = (n: number) => Math.sign(n);

/** Names like doc and folder names: words, numbers (some with leading zeros), separators; now and then anything. */
const part = fc.oneof(
  fc.constantFrom('a', 'b', 'z', 'api', 'step', 'intro', 'v', 'x'),
  fc.constantFrom('0', '00', '01', '1', '2', '9', '10', '010', '99', '100', '007', '1234567890123456789'),
  fc.constantFrom('-', '_', '.', '.md', '-'),
  fc.string({ unit: fc.constantFrom(...'az09_-.'.split('')), maxLength: 4 }),
  fc.string({ maxLength: 3 }),
  fc.constantFrom('A', 'É', 'é', ' ', '~', 'ß', '2️⃣'),
);
const name = fc.array(part, { maxLength: 6 }).map((parts) => parts.join(''));

describe('compareNames', () => {
  it('orders names exactly as an ICU collator with numeric ordering does, 0 included', () => {
    fc.assert(
      fc.property(name, name, (a, b) => {
        expect(sign(compareNames(a, b))).toBe(sign(icu.compare(a, b)));
      }),
      { numRuns: 20_000 },
    );
  });

  it('sorts numbered names by number, as authors expect', () => {
    const names = ['step-10', 'step-2', 'step-1', 'intro', 'step-01', 'api_v2', 'api-v10', 'api.v3'];
    expect([...names].sort(compareNames)).toEqual([...names].sort(icu.compare));
    expect([...names].sort(compareNames)).toEqual(['api_v2', 'api-v10', 'api.v3', 'intro', 'step-1', 'step-01', 'step-2', 'step-10']);
  });
});
