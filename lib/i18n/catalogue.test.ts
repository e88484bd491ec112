/**
 * The message catalogue, checked two ways:
 * 1. every key (and every ICU placeholder) exists in both languages;
 * 2. no component or page renders a literal user-facing string instead of a
 *    message: JSX text, the attributes people read (placeholder, title, alt,
 *    aria-label, label…), the same-named object properties in column and field
 *    tables, and toast texts. A literal that is the same in every language (a
 *    brand, a unit code) is marked on its line, or the line above, with
 *    `i18n-literal: <reason>`.
 */
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { MESSAGES, NAMESPACES } from './messages';

type Tree = { [k: string]: string | Tree };

function flatten(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [k, v] of Object.entries(tree)) {
    const key = prefix ? `${prefix}.${k}` : k;
    if (typeof v === 'string') out.set(key, v);
    else for (const [kk, vv] of flatten(v, key)) out.set(kk, vv);
  }
  return out;
}

/** ICU argument names: `{count, plural, …}` and `{name}`; the words inside plural branches are not arguments. */
function placeholders(message: string): string[] {
  const names = new Set<string>();
  let depth = 0;
  for (let i = 0; i < message.length; i++) {
    const ch = message[i];
    if (ch === '{') {
      if (depth === 0 || /^[a-zA-Z_]\w*\s*(,|\})/.test(message.slice(i + 1))) {
        const m = /^\s*([a-zA-Z_]\w*)\s*(,|\})/.exec(message.slice(i + 1));
        if (m && (depth === 0 || m[2] === '}' || m[2] === ',')) names.add(m[1]!);
      }
      depth++;
    } else if (ch === '}') depth--;
  }
  return [...names].filter((n) => !['other', 'one', 'two', 'few', 'many', 'zero'].includes(n)).sort();
}

describe('message catalogue', () => {
  it.each(NAMESPACES)('%s has the same keys and placeholders in English and Arabic', (ns) => {
    const en = flatten(MESSAGES.en[ns] as Tree);
    const ar = flatten(MESSAGES.ar[ns] as Tree);
    expect([...ar.keys()].sort()).toEqual([...en.keys()].sort());
    for (const [key, text] of en) {
      expect({ key, placeholders: placeholders(ar.get(key) ?? '') }).toEqual({ key, placeholders: placeholders(text) });
      expect({ key, empty: (ar.get(key) ?? '').trim() === '' }).toEqual({ key, empty: false });
    }
  });
});

// app/api answers JSON messages: those are the courier API's catalogue (lib/i18n/api-messages.ts), not UI text.
const ROOTS = ['components', 'app'];
const SKIP = (file: string) => file.startsWith(path.join('app', 'api'));
const READ_ATTRIBUTES = new Set(['placeholder', 'title', 'alt', 'aria-label', 'aria-description', 'aria-roledescription', 'label', 'heading', 'description', 'caption', 'hint', 'emptyText', 'emptyMessage', 'empty', 'legend', 'intro', 'crumb', 'confirmLabel', 'cancelLabel', 'submitLabel', 'text']);
const READ_PROPERTIES = new Set(['label', 'header', 'title', 'placeholder', 'heading', 'description', 'caption', 'hint', 'emptyText', 'emptyMessage', 'empty', 'legend', 'intro', 'crumb', 'text', 'ariaLabel', 'aria-label', 'confirmLabel', 'cancelLabel', 'submitLabel', 'message', 'success', 'error']);
const TOAST_CALL = /^(toast|lazyToast|notify)(\.(success|error|info|warning|message|loading))?$/;

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) return sourceFiles(p);
    return /\.tsx?$/.test(e.name) && !/\.(test|spec)\.tsx?$/.test(e.name) && !e.name.endsWith('.d.ts') ? [p] : [];
  });
}

const hasWords = (text: string) => /\p{L}{2,}/u.test(text);

/** The literal user-facing strings of one file, as `line: text`. */
export function literalStrings(file: string): string[] {
  const text = fs.readFileSync(file, 'utf8');
  const src = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const lines = text.split('\n');
  const found: string[] = [];
  const report = (node: ts.Node, value: string) => {
    if (!hasWords(value)) return;
    const line = src.getLineAndCharacterOfPosition(node.getStart(src)).line;
    if (/i18n-literal/.test(lines[line] ?? '') || /i18n-literal/.test(lines[line - 1] ?? '')) return;
    found.push(`${line + 1}: ${value.trim().slice(0, 80)}`);
  };
  const stringOf = (e: ts.Node | undefined): string | undefined => {
    if (!e) return undefined;
    if (ts.isStringLiteral(e) || ts.isNoSubstitutionTemplateLiteral(e)) return e.text;
    if (ts.isTemplateExpression(e)) return e.head.text + e.templateSpans.map((s) => s.literal.text).join(' ');
    if (ts.isJsxExpression(e)) return stringOf(e.expression);
    if (ts.isParenthesizedExpression(e)) return stringOf(e.expression);
    if (ts.isConditionalExpression(e)) return [stringOf(e.whenTrue), stringOf(e.whenFalse)].filter(Boolean).join(' ') || undefined;
    return undefined;
  };
  const visit = (node: ts.Node) => {
    if (ts.isJsxText(node)) report(node, node.text);
    else if (ts.isJsxExpression(node) && node.parent && (ts.isJsxElement(node.parent) || ts.isJsxFragment(node.parent))) {
      const s = stringOf(node.expression);
      if (s) report(node, s);
    } else if (ts.isJsxAttribute(node) && READ_ATTRIBUTES.has(node.name.getText(src))) {
      const s = stringOf(node.initializer);
      if (s) report(node, s);
    } else if (ts.isPropertyAssignment(node) && READ_PROPERTIES.has(node.name.getText(src).replace(/['"]/g, ''))) {
      const s = stringOf(node.initializer);
      if (s) report(node, s);
    } else if (ts.isCallExpression(node) && TOAST_CALL.test(node.expression.getText(src))) {
      // lazyToast(kind, text) names the kind first; toast(text) and toast.kind(text) the text.
      const s = stringOf(node.arguments[node.expression.getText(src) === 'lazyToast' ? 1 : 0]);
      if (s) report(node, s);
    }
    ts.forEachChild(node, visit);
  };
  visit(src);
  return found;
}

describe('no literal UI strings', () => {
  const files = ROOTS.flatMap((r) => sourceFiles(r)).filter((f) => !SKIP(f)).sort();
  it.each(files)('%s renders messages, not literals', (file) => {
    expect(literalStrings(file)).toEqual([]);
  });
});
