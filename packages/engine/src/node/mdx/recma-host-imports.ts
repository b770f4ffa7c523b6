import type { Expression, ImportDeclaration, Program, Statement, VariableDeclaration } from 'estree';
import type { VFile } from 'vfile';
import { HOST_GLOBAL } from '../../shared/host-global.js';
import { hostExports } from '../page-modules/host-exports.js';

declare module 'vfile' {
  interface DataMap {
    /** Set by {@link recmaHostImports}: the module has no import or re-export left (see `compileMdx` for `import()` and `require`). */
    quireStandalone: boolean;
  }
}

/**
 * Recma plugin for MDX docs: each import of a module the host provides
 * (`react/jsx-runtime`, `@theme/Tabs`, `@docusaurus/Link`…, see
 * `hostExports`) becomes a read of the host's module, at the top of the
 * module as imports are, which is what bundling would have made of it
 * (see `hostModulesPlugin`). A doc that imports nothing else, most
 * Docusaurus pages, is then a module on its own (`quireStandalone`), which
 * the page modules phase compiles without a bundler.
 *
 * An import the host does not satisfy (a module it lacks, a name the module
 * does not export) stays an import: the bundler then resolves it from the
 * site, or fails naming the doc's line.
 */
export function recmaHostImports() {
  return (tree: Program, file: VFile): void => {
    const modules = hostExports();
    const reads: Statement[] = [];
    let standalone = true;
    tree.body = tree.body.filter((node) => {
      if (node.type === 'ImportDeclaration' && providedByHost(node, modules)) {
        reads.push(...hostReads(node));
        return false;
      }
      if (node.type === 'ImportDeclaration' || node.type === 'ExportAllDeclaration' || (node.type === 'ExportNamedDeclaration' && node.source)) standalone = false;
      return true;
    });
    tree.body.unshift(...reads);
    file.data.quireStandalone = standalone;
  };
}

function providedByHost(node: ImportDeclaration, modules: ReadonlyMap<string, readonly string[]>): boolean {
  const names = modules.get(String(node.source.value));
  if (!names) return false;
  return node.specifiers.every((specifier) => {
    if (specifier.type !== 'ImportSpecifier') return true;
    const imported = specifier.imported.type === 'Identifier' ? specifier.imported.name : String(specifier.imported.value);
    return imported === 'default' || names.includes(imported);
  });
}

/** `const { a: b, default: c } = globalThis.__quireHost.modules["…"]`, and `const ns = …` for `* as ns`. */
function hostReads(node: ImportDeclaration): VariableDeclaration[] {
  const module: Expression = {
    type: 'MemberExpression',
    object: {
      type: 'MemberExpression',
      object: { type: 'MemberExpression', object: { type: 'Identifier', name: 'globalThis' }, property: { type: 'Identifier', name: HOST_GLOBAL }, computed: false, optional: false },
      property: { type: 'Identifier', name: 'modules' },
      computed: false,
      optional: false,
    },
    property: { type: 'Literal', value: String(node.source.value) },
    computed: true,
    optional: false,
  };
  const declarations: VariableDeclaration[] = [];
  const properties = node.specifiers.flatMap((specifier) => {
    if (specifier.type === 'ImportNamespaceSpecifier') {
      declarations.push(constant(specifier.local, module));
      return [];
    }
    const key = specifier.type === 'ImportDefaultSpecifier' ? 'default' : specifier.imported.type === 'Identifier' ? specifier.imported.name : String(specifier.imported.value);
    return [{ type: 'Property' as const, key: { type: 'Literal' as const, value: key }, value: specifier.local, kind: 'init' as const, computed: false, method: false, shorthand: false }];
  });
  if (properties.length > 0) declarations.push(constant({ type: 'ObjectPattern', properties }, module));
  return declarations;
}

function constant(id: VariableDeclaration['declarations'][number]['id'], init: Expression): VariableDeclaration {
  return { type: 'VariableDeclaration', kind: 'const', declarations: [{ type: 'VariableDeclarator', id, init }] };
}
