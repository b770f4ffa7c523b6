import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { CodeBlock } from './code-block.js';

describe('CodeBlock', () => {
  it("sets the build's markup as the code's inner HTML, in the title bar's block with a copy button", () => {
    const html = renderToString(<CodeBlock language="ts" title="a.ts" html={'<span class="keyword">const</span> a = &lt;b&gt;'} />);
    expect(html).toContain('<div class="quire-code-title">a.ts</div>');
    expect(html).toContain('<pre class="quire-code-pre language-ts" tabindex="0"><code><span class="keyword">const</span> a = &lt;b&gt;</code></pre>');
    expect(html).toContain('Copy code');
  });

  it('renders children as elements when there is no markup', () => {
    const html = renderToString(
      <CodeBlock language="ts">
        <a href="/x">x</a>
      </CodeBlock>,
    );
    expect(html).toContain('<code><a href="/x">x</a></code>');
  });
});
