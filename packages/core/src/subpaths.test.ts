/**
 * The subpath exports of @tafsir/core (`@tafsir/core/ordering`, …) exist so that client code can
 * import small rules without the big mushaf and sura tables of `src/tables/`. This checks, for every
 * subpath: its module graph — source and built (dist/, what Next's transpilePackages consumes) —
 * reaches no file under tables/ and no other package; TypeScript resolves it under the repository's
 * NodeNext settings (to dist/*.d.ts) and under the web app's bundler settings with the `source`
 * condition (to src/*.ts); Node's resolver, with the default conditions a bundler uses, finds dist/*.js.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { beforeAll, describe, expect, it } from 'vitest';

const coreDir = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const repoRoot = resolve(coreDir, '../..');

interface ExportTarget {
  source: string;
  types: string;
  default: string;
}
const manifest = JSON.parse(readFileSync(join(coreDir, 'package.json'), 'utf8')) as {
  name: string;
  exports: Record<string, ExportTarget>;
};
const subpaths = Object.entries(manifest.exports).filter(([key]) => key !== '.');

/** Value imports of a module (`import type` / `export type` are erased by the build, so skipped). */
function valueImports(file: string): string[] {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, false);
  const specs: string[] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isImportDeclaration(node) && !node.importClause?.isTypeOnly) {
      specs.push((node.moduleSpecifier as ts.StringLiteral).text);
    } else if (ts.isExportDeclaration(node) && node.moduleSpecifier && !node.isTypeOnly) {
      specs.push((node.moduleSpecifier as ts.StringLiteral).text);
    } else if (
      ts.isCallExpression(node) &&
      node.expression.kind === ts.SyntaxKind.ImportKeyword &&
      node.arguments[0] &&
      ts.isStringLiteral(node.arguments[0])
    ) {
      specs.push(node.arguments[0].text);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return specs;
}

/** Every file a module reaches through its value imports, and the packages it imports. */
function moduleGraph(
  entry: string,
  mapSpecifier: (spec: string) => string = (s) => s,
): { files: string[]; packages: string[] } {
  const files = new Set<string>();
  const packages = new Set<string>();
  const visit = (file: string) => {
    if (files.has(file)) return;
    files.add(file);
    for (const spec of valueImports(file)) {
      if (spec.startsWith('.')) visit(resolve(dirname(file), mapSpecifier(spec)));
      else packages.add(spec);
    }
  };
  visit(entry);
  return { files: [...files].map((f) => relative(coreDir, f)), packages: [...packages] };
}

/**
 * Subpaths that carry the sura table (tables/suras-data, 7 KB: names and verse counts of the 114
 * suras), and why; never the mushaf tables.
 */
const WITH_SURA_TABLE: Record<string, string> = {
  './suras': 'the suras themselves: the offline reader draws their names in the browser',
  './commentary': "stripMarkup's reference parser knows the suras by their Arabic names",
};

describe('subpath exports of @tafsir/core', () => {
  beforeAll(() => {
    // The built modules are what Next consumes: build core (incremental, a few seconds at most).
    const tsc = createRequire(import.meta.url).resolve('typescript/bin/tsc');
    execFileSync(process.execPath, [tsc, '-b', coreDir], { cwd: repoRoot, stdio: 'inherit' });
  }, 120_000);

  it('lists the small modules, each with source, types and default conditions in that order', () => {
    expect(subpaths.map(([key]) => key)).toEqual(
      expect.arrayContaining([
        './ordering',
        './locales',
        './digits',
        './riwayat',
        './query-params',
        './verse-key',
      ]),
    );
    for (const [key, target] of [...subpaths, ['.', manifest.exports['.']!] as const]) {
      expect(Object.keys(target), key).toEqual(['source', 'types', 'default']);
      for (const file of Object.values(target))
        expect(existsSync(join(coreDir, file)), `${key}: ${file}`).toBe(true);
    }
  });

  it.each(subpaths)(
    '%s reaches no tables/ module (but the sura table where listed) and no other package, in src/ and in dist/',
    (key, target) => {
      const source = moduleGraph(join(coreDir, target.source), (s) => s.replace(/\.js$/, '.ts'));
      const built = moduleGraph(join(coreDir, target.default));
      for (const graph of [source, built]) {
        expect(
          graph.files.filter(
            (f) => f.includes('tables/') && !(key in WITH_SURA_TABLE && /suras-data/.test(f)),
          ),
          key,
        ).toEqual([]);
        expect(graph.packages, key).toEqual([]);
      }
      // Same graph before and after the build.
      expect(built.files.map((f) => f.replace(/^dist\//, '').replace(/\.js$/, ''))).toEqual(
        source.files.map((f) => f.replace(/^src\//, '').replace(/\.ts$/, '')),
      );
    },
  );

  it('the barrel, by contrast, reaches the tables (the check can fail)', () => {
    const barrel = moduleGraph(join(coreDir, manifest.exports['.']!.default));
    expect(barrel.files.filter((f) => f.includes('tables/')).length).toBeGreaterThan(0);
  });

  it.each(subpaths)(
    'TypeScript resolves %s for the packages (NodeNext) and the web (bundler + source)',
    (key, target) => {
      const specifier = `${manifest.name}${key.slice(1)}`;
      const resolveFrom = (fromFile: string, options: ts.CompilerOptions) =>
        ts.resolveModuleName(specifier, fromFile, options, ts.sys).resolvedModule?.resolvedFileName;
      const nodeNext = resolveFrom(join(repoRoot, 'packages/db/src/index.ts'), {
        module: ts.ModuleKind.NodeNext,
        moduleResolution: ts.ModuleResolutionKind.NodeNext,
      });
      expect(nodeNext).toBe(join(coreDir, target.types));
      const web = resolveFrom(join(repoRoot, 'apps/web/src/lib/api.ts'), {
        module: ts.ModuleKind.ESNext,
        moduleResolution: ts.ModuleResolutionKind.Bundler,
        customConditions: ['source'],
      });
      expect(web).toBe(join(coreDir, target.source));
    },
  );

  it("Node's resolver (default conditions, as a bundler without `source`) finds the built modules", () => {
    const specifiers = subpaths.map(([key]) => `${manifest.name}${key.slice(1)}`);
    const script = `for (const s of ${JSON.stringify(specifiers)}) console.log(import.meta.resolve(s));`;
    const out = execFileSync(process.execPath, ['--input-type=module', '-e', script], {
      cwd: join(repoRoot, 'apps/web'),
      encoding: 'utf8',
    });
    expect(
      out
        .trim()
        .split('\n')
        .map((u) => fileURLToPath(u)),
    ).toEqual(subpaths.map(([, target]) => join(coreDir, target.default)));
  });
});
