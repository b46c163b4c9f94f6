// Reads the API's sources with the TypeScript compiler: each function's length and each file's relative imports.
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import ts from 'typescript';

export const SOURCE_ROOT = resolve(import.meta.dirname, '../../src');

/** Every non-test `.ts` file under the API's `src`. */
export function sourceFiles(root = SOURCE_ROOT): string[] {
  return readdirSync(root, { recursive: true, encoding: 'utf8' })
    .filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts') && !f.endsWith('.d.ts'))
    .map((f) => join(root, f))
    .sort();
}

function parse(file: string): ts.SourceFile {
  return ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
}

export type FunctionLength = { where: string; name: string; lines: number };

/** The name a function is known by: its own, or that of the variable, property or call it is given to. */
function nameOf(node: ts.FunctionLikeDeclaration, source: ts.SourceFile): string {
  if (node.name) return node.name.getText(source);
  const parent = node.parent;
  if (ts.isVariableDeclaration(parent) || ts.isPropertyAssignment(parent)) return parent.name.getText(source);
  if (ts.isCallExpression(parent)) {
    const callee = parent.expression.getText(source);
    const first = parent.arguments[0];
    return `${callee}(${first && ts.isStringLiteral(first) ? `'${first.text}'` : '…'}) callback`;
  }
  return '(anonymous)';
}

/** The length in lines of every function, method, arrow function and accessor, from its start to its end. */
export function functionLengths(file: string): FunctionLength[] {
  const source = parse(file);
  const found: FunctionLength[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isFunctionLike(node) && 'body' in node && node.body) {
      const start = source.getLineAndCharacterOfPosition(node.getStart(source)).line;
      const end = source.getLineAndCharacterOfPosition(node.getEnd()).line;
      found.push({
        where: `${relative(SOURCE_ROOT, file)}:${start + 1}`,
        name: nameOf(node as ts.FunctionLikeDeclaration, source),
        lines: end - start + 1,
      });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** The source files a file imports or re-exports by a relative path, type-only imports included. */
export function relativeImports(file: string): string[] {
  const source = parse(file);
  const out: string[] = [];
  for (const statement of source.statements) {
    const specifier =
      (ts.isImportDeclaration(statement) || ts.isExportDeclaration(statement)) && statement.moduleSpecifier;
    if (!specifier || !ts.isStringLiteral(specifier) || !specifier.text.startsWith('.')) continue;
    const target = resolve(dirname(file), specifier.text);
    out.push(target.endsWith('.ts') ? target : `${target}.ts`);
  }
  return out;
}

/** Import circles among the given files (each once, as the list of files around it). */
export function importCircles(files: string[]): string[][] {
  const known = new Set(files);
  const edges = new Map(
    files.map((f) => [
      f,
      relativeImports(f).flatMap((t) =>
        known.has(t)
          ? [t]
          : known.has(t.replace(/\.ts$/, '/index.ts'))
            ? [t.replace(/\.ts$/, '/index.ts')]
            : [],
      ),
    ]),
  );
  // Tarjan's strongly connected components: every component of more than one file is a circle.
  let counter = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const circles: string[][] = [];
  const connect = (v: string) => {
    index.set(v, counter);
    low.set(v, counter++);
    stack.push(v);
    onStack.add(v);
    for (const w of edges.get(v) ?? []) {
      if (!index.has(w)) {
        connect(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v)!, index.get(w)!));
    }
    if (low.get(v) === index.get(v)) {
      const component: string[] = [];
      let w: string;
      do {
        w = stack.pop()!;
        onStack.delete(w);
        component.push(relative(SOURCE_ROOT, w));
      } while (w !== v);
      if (component.length > 1) circles.push(component.sort());
    }
  };
  for (const f of files) if (!index.has(f)) connect(f);
  return circles;
}
