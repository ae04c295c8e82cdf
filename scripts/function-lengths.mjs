// Lists the functions of the apps' and the contract's source longer than a limit (default 80 lines),
// longest first: `node scripts/function-lengths.mjs [limit]`. STYLE.md: a function past 80 lines is
// split, or says why in a comment beginning 'Over 80 lines:' (decision 048).
import { execSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

const root = path.resolve(import.meta.dirname, '..');
/** A written reason in one of the three lines above a function lets it pass the limit. */
const REASON = /\/\/ Over 80 lines: \S/;

/** The functions over `limit` lines, longest first, each with whether it says why it is that long. */
export function longFunctions(limit = 80) {
  const files = execSync(
    'git ls-files -co --exclude-standard apps/api/src apps/web/src packages/contract/src',
    {
      cwd: root,
    },
  )
    .toString()
    .split('\n')
    .filter((f) => /\.(ts|tsx)$/.test(f) && !/\.test\.|test-utils|arbitraries|fixtures/.test(f))
    .filter((f) => fs.existsSync(path.join(root, f)));

  const nameOf = (node) =>
    node.name?.getText() ??
    (ts.isVariableDeclaration(node.parent) || ts.isPropertyAssignment(node.parent)
      ? node.parent.name.getText()
      : '(anonymous)');

  const long = [];
  for (const file of files) {
    const text = fs.readFileSync(path.join(root, file), 'utf8');
    const kind = file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
    const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, kind);
    const visit = (node) => {
      if (
        ts.isFunctionDeclaration(node) ||
        ts.isMethodDeclaration(node) ||
        ts.isArrowFunction(node) ||
        ts.isFunctionExpression(node) ||
        ts.isConstructorDeclaration(node)
      ) {
        const start = source.getLineAndCharacterOfPosition(node.getStart()).line;
        const lines = source.getLineAndCharacterOfPosition(node.end).line - start + 1;
        if (lines > limit) {
          const above = text
            .split('\n')
            .slice(Math.max(0, start - 3), start)
            .join('\n');
          long.push({ lines, where: `${file}:${start + 1}`, name: nameOf(node), reason: REASON.test(above) });
        }
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return long.sort((a, b) => b.lines - a.lines);
}

if (process.argv[1] === import.meta.filename) {
  const limit = Number(process.argv[2] ?? 80);
  const long = longFunctions(limit);
  for (const f of long) console.log(`${f.lines}\t${f.where}\t${f.name}${f.reason ? '\t(reason given)' : ''}`);
  console.log(
    `${long.length} functions over ${limit} lines, ${long.filter((f) => !f.reason).length} without a reason`,
  );
}
