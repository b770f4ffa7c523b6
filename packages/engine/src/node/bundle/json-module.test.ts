import { describe, expect, it } from 'vitest';
import { hashedFileName } from './hashed-file-name.js';
import { jsonModule } from './json-module.js';

/** Evaluates a module's text as the browser would, and returns its default export. */
async function evaluate(code: string): Promise<unknown> {
  return ((await import(`data:text/javascript,${encodeURIComponent(code)}`)) as { default: unknown }).default;
}

describe('jsonModule', () => {
  it('exports exactly the data, whatever characters its strings hold', async () => {
    const data = { text: 'back`tick ${x} \\ "quoted"\n\u2028 </script> \u00e9 \ud83d\ude00', list: [1, null, true] };
    expect(await evaluate(jsonModule(JSON.stringify(data)))).toEqual(data);
  });

  it('wraps the parsed value as asked', async () => {
    const code = jsonModule(JSON.stringify({ title: 'A' }), (page) => `{page:${page},extra:1}`);
    expect(await evaluate(code)).toEqual({ page: { title: 'A' }, extra: 1 });
  });
});

describe('hashedFileName', () => {
  it('adds eight base-32 characters that change with the content', () => {
    const name = hashedFileName('routes/api/createSlice', 'a');
    expect(name).toMatch(/^routes\/api\/createSlice-[A-Z2-7]{8}\.js$/);
    expect(hashedFileName('routes/api/createSlice', 'a')).toBe(name);
    expect(hashedFileName('routes/api/createSlice', 'b')).not.toBe(name);
  });
});
