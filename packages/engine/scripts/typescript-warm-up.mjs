// Writes the V8 code cache that typescript-require.mjs loads TypeScript
// from (with `--short-run` or `--held`, the one for a build under those flags). Bundled by bundle-node.mjs into dist/bundle/ (so the cache lands
// beside the entries that read it) and run once, in a fresh Node: V8 only
// takes a cache made under the same version and flags as the build's.
// Types are stripped from a few blocks first, so the parser's functions,
// compiled by then, are in the cache too.
import { writeCodeCache } from '../dist/node/markdown/require-with-code-cache.js';
import { loadStripTypes, stripTypesWithTypeScript } from '../dist/node/markdown/strip-types.js';
import { endShortRunJit, startShortRunJit } from '../dist/node/short-run-jit.js';
import { holdYoungGeneration } from '../dist/node/young-generation.js';

// `--short-run`, `--no-inlining` and `--held`: the caches for CLI builds under those V8 flags (see startShortRunJit and
// holdYoungGeneration): a small site's build holds both, a big site's warm rebuild only the young generation, and a
// build with one helper thread only the short run.
if (process.argv.includes('--short-run') || process.argv.includes('--no-inlining')) startShortRunJit();
// A big build's: the short run ended with inlining off, as `build` ends it for threads.
if (process.argv.includes('--no-inlining')) endShortRunJit({ lean: true });
if (process.argv.includes('--held')) holdYoungGeneration();
// Imported after the flags are set: it loads TypeScript, and names the cache after them.
const { typescriptCodeCache, typescriptScript } = await import('./typescript-require.mjs');

const ts = `import { createSlice, type PayloadAction } from '@reduxjs/toolkit'
import type { RootState } from './store'

interface CounterState {
  value: number
  status?: 'idle' | 'loading'
}
type Id = string | number
enum Never {}

const initialState: CounterState = { value: 0 }

export const counterSlice = createSlice({
  name: 'counter',
  initialState,
  reducers: {
    incrementBy(state, action: PayloadAction<number>) {
      state.value += action.payload as number
    },
  },
})

export async function load<T extends object>(id: Id, f: (x: T) => void = () => {}): Promise<T[]> {
  const rows = (await fetch(\`/api/\${id}\`)).json() satisfies Promise<unknown>
  return rows as unknown as T[]
}
export class Store<S> { constructor(private state: S) {} get value(): S { return this.state! } }
export const select = (state: RootState) => state.counter.value`;
const tsx = `import type { FC } from 'react'
export function Posts({ limit }: { limit: number }) {
  const { data, isLoading } = useGetPostsQuery<Post[]>(undefined)
  if (isLoading) return <p>Loading...</p>
  return (
    <ul className="posts">
      {data?.slice(0, limit).map((post) => (
        <li key={post.id}>{post.title}</li>
      ))}
    </ul>
  )
}
export const Empty: FC = () => <></>`;

await loadStripTypes({ typescript: true });
for (let i = 0; i < 3; i++) {
  stripTypesWithTypeScript(ts, 'ts');
  stripTypesWithTypeScript(tsx, 'tsx');
}
writeCodeCache(typescriptScript, typescriptCodeCache);
