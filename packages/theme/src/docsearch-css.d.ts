// DocSearch's stylesheet, imported as text (`with { type: 'text' }`, which
// esbuild bundles) so it arrives with the lazily loaded DocSearch chunk.
declare module '@docsearch/css/dist/style.css' {
  const css: string;
  export default css;
}
