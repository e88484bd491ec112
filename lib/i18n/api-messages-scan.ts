// Test-only (it loads the TypeScript compiler): finds every English text the
// courier API and the shared yup schemas can answer, by reading their source.
// A text is followed from where it is used as a message (new ApiError, a
// `message:` property, a yup rule) back to where it is written: through
// constants, imports, functions that return it and parameters that carry it
// (then every caller's argument is followed). Template literals become
// templates with {name} placeholders; a substitution that can only be one of
// a few literal strings (`n === 1 ? '' : 's'`) is expanded instead.
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

export interface FoundMessage {
  /** The text; substitutions as {name}. */
  text: string;
  /** file:line where the text is written. */
  at: string;
}

export interface ScanResult {
  messages: FoundMessage[];
  /** Message positions the scan could not follow to text (file:line and the expression). */
  unresolved: string[];
  /** Literal strings passed into placeholders through parameters (field labels such as 'Full Name'). */
  values: Map<string, string>;
}

type Kind = 'message' | 'errors';
type FnNode = ts.SignatureDeclaration & { body?: ts.ConciseBody };

const YUP_MESSAGE_ARG: Readonly<Record<string, number>> = {
  required: 0, typeError: 0, email: 0, integer: 0, defined: 0, url: 0, uuid: 0, positive: 0, negative: 0,
  min: 1, max: 1, length: 1, lessThan: 1, moreThan: 1, matches: 1, oneOf: 1, notOneOf: 1, test: 1,
};

export function scanApiMessages(root: string, dirs: ({ dir: string; recursive: boolean } | { file: string })[]): ScanResult {
  const sources = new Map<string, ts.SourceFile>();
  const load = (file: string) => {
    let sf = sources.get(file);
    if (!sf) {
      sf = ts.createSourceFile(file, fs.readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
      sources.set(file, sf);
    }
    return sf;
  };
  const scanned: ts.SourceFile[] = [];
  for (const entry of dirs) {
    if ('file' in entry) {
      scanned.push(load(path.join(root, entry.file)));
      continue;
    }
    const { dir, recursive } = entry;
    for (const name of fs.readdirSync(path.join(root, dir), { recursive }) as string[]) {
      if (!name.endsWith('.ts') || /\.test\.ts$|(^|\/)test-utils\.ts$|-fixtures?\.ts$|\.d\.ts$/.test(name)) continue;
      scanned.push(load(path.join(root, dir, name)));
    }
  }

  const messages: FoundMessage[] = [];
  const unresolved: string[] = [];
  const values = new Map<string, string>();
  const where = (n: ts.Node) => {
    const sf = n.getSourceFile();
    return `${path.relative(root, sf.fileName)}:${sf.getLineAndCharacterOfPosition(n.getStart()).line + 1}`;
  };
  const fail = (n: ts.Node) => unresolved.push(`${where(n)} ${n.getText().slice(0, 80)}`);

  // ---- names to declarations -------------------------------------------
  function resolveModule(from: string, spec: string): string | undefined {
    const base = spec.startsWith('@/') ? path.join(root, spec.slice(2)) : spec.startsWith('.') ? path.resolve(path.dirname(from), spec) : undefined;
    if (!base) return undefined;
    return [`${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts')].find((f) => fs.existsSync(f));
  }
  function exported(file: string, name: string, depth = 0): ts.Node | undefined {
    if (depth > 5) return undefined;
    const sf = load(file);
    for (const st of sf.statements) {
      if (ts.isExportDeclaration(st) && st.exportClause && ts.isNamedExports(st.exportClause)) {
        for (const el of st.exportClause.elements) {
          if (el.name.text !== name) continue;
          const local = (el.propertyName ?? el.name).text;
          if (st.moduleSpecifier) {
            const target = resolveModule(file, (st.moduleSpecifier as ts.StringLiteral).text);
            return target ? exported(target, local, depth + 1) : undefined;
          }
          return lookup(local, sf);
        }
      }
      const found = declaredIn(st, name);
      if (found) return found;
    }
    return undefined;
  }
  function bindingNamed(b: ts.BindingName, name: string): ts.Node | undefined {
    if (ts.isIdentifier(b)) return b.text === name ? b.parent : undefined;
    for (const el of b.elements) {
      if (ts.isOmittedExpression(el)) continue;
      const hit = bindingNamed(el.name, name);
      if (hit) return hit;
    }
    return undefined;
  }
  function declaredIn(st: ts.Node, name: string): ts.Node | undefined {
    if (ts.isVariableStatement(st)) {
      for (const d of st.declarationList.declarations) {
        const hit = bindingNamed(d.name, name);
        if (hit) return hit;
      }
    } else if ((ts.isFunctionDeclaration(st) || ts.isClassDeclaration(st)) && st.name?.text === name) {
      return st;
    } else if (ts.isImportDeclaration(st) && st.importClause?.namedBindings && ts.isNamedImports(st.importClause.namedBindings)) {
      for (const el of st.importClause.namedBindings.elements) {
        if (el.name.text !== name) continue;
        const target = resolveModule(st.getSourceFile().fileName, (st.moduleSpecifier as ts.StringLiteral).text);
        return target ? exported(target, (el.propertyName ?? el.name).text) : undefined;
      }
    }
    return undefined;
  }
  function lookup(name: string, from: ts.Node): ts.Node | undefined {
    for (let n: ts.Node | undefined = from; n; n = n.parent) {
      if (ts.isFunctionLike(n)) {
        for (const p of n.parameters) {
          const hit = bindingNamed(p.name, name);
          if (hit) return hit;
        }
      }
      if (ts.isCatchClause(n) && n.variableDeclaration) {
        const hit = bindingNamed(n.variableDeclaration.name, name);
        if (hit) return hit;
      }
      if ((ts.isForOfStatement(n) || ts.isForInStatement(n) || ts.isForStatement(n)) && n.initializer && ts.isVariableDeclarationList(n.initializer)) {
        for (const d of n.initializer.declarations) {
          const hit = bindingNamed(d.name, name);
          if (hit) return hit;
        }
      }
      const statements = (n as { statements?: ts.NodeArray<ts.Statement> }).statements;
      if (statements) {
        for (const st of statements) {
          const hit = declaredIn(st, name);
          if (hit) return hit;
        }
      }
    }
    return undefined;
  }
  const asFunction = (decl: ts.Node | undefined): FnNode | undefined => {
    if (!decl) return undefined;
    if (ts.isFunctionDeclaration(decl)) return decl;
    if (ts.isVariableDeclaration(decl) && decl.initializer) {
      const init = skip(decl.initializer);
      if (ts.isArrowFunction(init) || ts.isFunctionExpression(init)) return init;
    }
    return undefined;
  };
  const skip = (e: ts.Expression): ts.Expression => {
    while (ts.isParenthesizedExpression(e) || ts.isAsExpression(e) || ts.isNonNullExpression(e) || ts.isSatisfiesExpression(e)) e = e.expression;
    return e;
  };

  // ---- call sites of every function, for following parameters ----------
  let callIndex: Map<ts.Node, ts.CallExpression[]> | undefined;
  function callsOf(fn: FnNode): ts.CallExpression[] {
    if (!callIndex) {
      const index = new Map<ts.Node, ts.CallExpression[]>();
      const visit = (n: ts.Node) => {
        if (ts.isCallExpression(n) && ts.isIdentifier(n.expression)) {
          const target = asFunction(lookup(n.expression.text, n));
          if (target) index.set(target, [...(index.get(target) ?? []), n]);
        }
        ts.forEachChild(n, visit);
      };
      scanned.forEach(visit);
      callIndex = index;
    }
    return callIndex.get(fn) ?? [];
  }
  const followed = new Set<string>();
  /** A parameter (or a property of it) carries a message: follow what every caller passes. */
  function followParameter(param: ts.ParameterDeclaration, props: string[], kind: Kind | 'value'): void {
    const fn = param.parent as FnNode;
    const index = fn.parameters.indexOf(param);
    const key = `${where(fn)}#${fn.pos}:${index}:${props.join('.')}:${kind}`;
    if (followed.has(key)) return;
    followed.add(key);
    if (param.initializer && !props.length) feed(param.initializer, kind);
    for (const call of callsOf(fn)) {
      let arg: ts.Expression | undefined = call.arguments[index];
      for (const prop of props) arg = arg && propertyOf(arg, prop);
      if (arg) feed(arg, kind);
    }
  }
  function feed(e: ts.Expression, kind: Kind | 'value'): void {
    if (kind === 'errors') return errorsOf(e);
    if (kind === 'value') return valuesOf(e);
    for (const text of texts(e)) messages.push(text);
  }
  /** The expression a property of an object expression holds. */
  function propertyOf(e: ts.Expression, prop: string): ts.Expression | undefined {
    e = skip(e);
    if (ts.isIdentifier(e)) {
      const decl = lookup(e.text, e);
      if (decl && ts.isVariableDeclaration(decl) && decl.initializer) return propertyOf(decl.initializer, prop);
      return undefined;
    }
    if (!ts.isObjectLiteralExpression(e)) return undefined;
    for (const p of e.properties) {
      if (ts.isPropertyAssignment(p) && p.name.getText().replace(/^['"]|['"]$/g, '') === prop) return p.initializer;
      if (ts.isShorthandPropertyAssignment(p) && p.name.text === prop) return p.name;
    }
    return undefined;
  }

  // ---- expressions to texts ------------------------------------------------
  /** Every text a message expression can be; reports what it cannot follow. */
  function texts(e0: ts.Expression, depth = 0): FoundMessage[] {
    const e = skip(e0);
    if (depth > 12) return (fail(e), []);
    if (ts.isStringLiteral(e) || ts.isNoSubstitutionTemplateLiteral(e)) return e.text ? [{ text: e.text, at: where(e) }] : [];
    if (ts.isNumericLiteral(e) || e.kind === ts.SyntaxKind.TrueKeyword || e.kind === ts.SyntaxKind.FalseKeyword) return [];
    if (e.kind === ts.SyntaxKind.UndefinedKeyword || e.kind === ts.SyntaxKind.NullKeyword) return [];
    if (ts.isTemplateExpression(e)) return template(e).map((text) => ({ text, at: where(e) }));
    if (ts.isConditionalExpression(e)) return [...texts(e.whenTrue, depth + 1), ...texts(e.whenFalse, depth + 1)];
    if (ts.isBinaryExpression(e) && [ts.SyntaxKind.QuestionQuestionToken, ts.SyntaxKind.BarBarToken].includes(e.operatorToken.kind)) {
      return [...texts(e.left, depth + 1), ...texts(e.right, depth + 1)];
    }
    if (ts.isIdentifier(e)) {
      if (e.text === 'undefined') return [];
      const decl = lookup(e.text, e);
      if (decl && ts.isParameter(decl)) return (followParameter(decl, [], 'message'), []);
      if (decl && ts.isVariableDeclaration(decl) && decl.initializer) return texts(decl.initializer, depth + 1);
      return (fail(e), []);
    }
    if (ts.isCallExpression(e) && ts.isPropertyAccessExpression(e.expression) && e.expression.name.text === 'join') {
      const joined = joinedTexts(e);
      if (joined) return joined.map((text) => ({ text, at: where(e) }));
    }
    if (ts.isCallExpression(e) && ts.isIdentifier(e.expression)) {
      const fn = asFunction(lookup(e.expression.text, e));
      if (fn?.body) return returns(fn.body).flatMap((r) => texts(r, depth + 1));
      return (fail(e), []);
    }
    if (ts.isPropertyAccessExpression(e) || ts.isElementAccessExpression(e)) {
      const props = ts.isPropertyAccessExpression(e) ? [e.name.text] : undefined;
      const obj = skip(e.expression);
      if (ts.isIdentifier(obj)) {
        const decl = lookup(obj.text, obj);
        if (decl && ts.isParameter(decl) && props) return (followParameter(decl, props, 'message'), []);
        if (decl && ts.isVariableDeclaration(decl) && decl.initializer && ts.isObjectLiteralExpression(skip(decl.initializer))) {
          const literal = skip(decl.initializer) as ts.ObjectLiteralExpression;
          const picked = props ? [propertyOf(literal, props[0]!)] : literal.properties.map((p) => (ts.isPropertyAssignment(p) ? p.initializer : undefined));
          if (picked.every(Boolean)) return picked.flatMap((p) => texts(p!, depth + 1));
        }
      }
      return (fail(e), []);
    }
    return (fail(e), []);
  }
  /**
   * `['Saved.', ...notes].join(' ')`: the literal parts, with and without the
   * spread list (as one {name}); what is pushed onto the list is a message too.
   */
  function joinedTexts(call: ts.CallExpression): string[] | undefined {
    const list = skip((call.expression as ts.PropertyAccessExpression).expression);
    const sep = call.arguments[0] ? literalChoices(call.arguments[0]) : [','];
    if (!ts.isArrayLiteralExpression(list) || sep?.length !== 1) return undefined;
    let out = [''];
    for (const el of list.elements) {
      if (ts.isSpreadElement(el) && ts.isIdentifier(el.expression)) {
        const decl = lookup(el.expression.text, el);
        if (!decl || !ts.isVariableDeclaration(decl)) return undefined;
        pushesTo(decl);
        out = out.flatMap((prefix) => [prefix, `${prefix}${prefix ? sep[0] : ''}{${el.expression.getText()}}`]);
        continue;
      }
      const parts = literalChoices(el as ts.Expression);
      if (!parts) return undefined;
      out = out.flatMap((prefix) => parts.map((p) => `${prefix}${prefix ? sep[0] : ''}${p}`));
    }
    return out;
  }
  /** `list.push(message)` for a list declared by `decl`. */
  function pushesTo(decl: ts.VariableDeclaration) {
    const visit = (n: ts.Node) => {
      if (ts.isCallExpression(n) && ts.isPropertyAccessExpression(n.expression) && n.expression.name.text === 'push') {
        const target = skip(n.expression.expression);
        if (ts.isIdentifier(target) && lookup(target.text, target) === decl) n.arguments.forEach((a) => feed(a, 'message'));
      }
      ts.forEachChild(n, visit);
    };
    visit(decl.getSourceFile());
  }
  function returns(body: ts.ConciseBody): ts.Expression[] {
    if (!ts.isBlock(body)) return [body];
    const out: ts.Expression[] = [];
    const visit = (n: ts.Node) => {
      if (ts.isReturnStatement(n) && n.expression) out.push(n.expression);
      else if (!ts.isFunctionLike(n)) ts.forEachChild(n, visit);
    };
    visit(body);
    return out;
  }
  /** A template literal as templates: substitutions as {name}, or expanded when they can only be a few literals. */
  function template(e: ts.TemplateExpression): string[] {
    let out = [e.head.text];
    for (const span of e.templateSpans) {
      const choices = spanChoices(span.expression);
      out = out.flatMap((prefix) => choices.map((c) => prefix + c + span.literal.text));
    }
    return out;
  }
  function spanChoices(e0: ts.Expression): string[] {
    const e = skip(e0);
    const literal = literalChoices(e);
    if (literal) return literal;
    // A parameter (or a method called on it, as in label.toLowerCase()): its callers' literals are values.
    let root: ts.Expression = e;
    while (ts.isCallExpression(root) || ts.isPropertyAccessExpression(root)) root = skip(root.expression);
    if (ts.isIdentifier(root)) {
      const decl = lookup(root.text, root);
      if (decl && ts.isParameter(decl)) followParameter(decl, [], 'value');
    }
    const name = ts.isIdentifier(e) ? e.text : ts.isPropertyAccessExpression(e) ? e.name.text : ts.isCallExpression(e) ? e.expression.getText().split('.').pop()! : 'value';
    return [`{${name.replace(/\W/g, '')}}`];
  }
  /** The strings an expression can be when that is a short fixed list (or a nested template over one), else undefined. */
  function literalChoices(e0: ts.Expression, depth = 0): string[] | undefined {
    const e = skip(e0);
    if (depth > 6) return undefined;
    if (ts.isStringLiteral(e) || ts.isNoSubstitutionTemplateLiteral(e)) return [e.text];
    if (ts.isConditionalExpression(e)) {
      const a = literalChoices(e.whenTrue, depth + 1);
      const b = literalChoices(e.whenFalse, depth + 1);
      return a && b ? [...a, ...b] : undefined;
    }
    if (ts.isTemplateExpression(e) && depth > 0) return template(e);
    if (ts.isIdentifier(e)) {
      const decl = lookup(e.text, e);
      if (decl && ts.isVariableDeclaration(decl) && decl.initializer && !ts.isParameter(decl)) {
        const init = skip(decl.initializer);
        const fixed = [ts.isConditionalExpression, ts.isStringLiteral, ts.isNoSubstitutionTemplateLiteral, ts.isTemplateExpression, ts.isElementAccessExpression, ts.isPropertyAccessExpression];
        if (fixed.some((is) => is(init))) {
          return literalChoices(init, depth + 1);
        }
      }
    }
    // MAIL_NOTE[status], BOOKS[book].noun, { a: '…', b: '…' }[action]: every string the object holds there.
    if (ts.isElementAccessExpression(e) || ts.isPropertyAccessExpression(e)) {
      const held = objectStrings(e);
      if (held) return held;
    }
    return undefined;
  }
  function objectLiteralOf(e0: ts.Expression): ts.ObjectLiteralExpression | undefined {
    const e = skip(e0);
    if (ts.isObjectLiteralExpression(e)) return e;
    if (ts.isIdentifier(e)) {
      const decl = lookup(e.text, e);
      if (decl && ts.isVariableDeclaration(decl) && decl.initializer) return objectLiteralOf(decl.initializer);
    }
    return undefined;
  }
  /** The strings `obj[key]` or `obj[key].prop` can be, for a const object literal. */
  function objectStrings(e: ts.ElementAccessExpression | ts.PropertyAccessExpression): string[] | undefined {
    const prop = ts.isPropertyAccessExpression(e) ? e.name.text : undefined;
    const inner = skip(e.expression);
    let candidates: ts.Expression[] | undefined;
    if (ts.isElementAccessExpression(inner) && prop) {
      const outer = objectLiteralOf(inner.expression);
      candidates = outer?.properties.map((p) => (ts.isPropertyAssignment(p) ? propertyOf(p.initializer, prop) : undefined)).filter((x): x is ts.Expression => !!x);
    } else {
      const obj = objectLiteralOf(inner);
      if (!obj) return undefined;
      candidates = prop
        ? [propertyOf(obj, prop)].filter((x): x is ts.Expression => !!x)
        : obj.properties.map((p) => (ts.isPropertyAssignment(p) ? p.initializer : undefined)).filter((x): x is ts.Expression => !!x);
    }
    if (!candidates?.length) return undefined;
    const out: string[] = [];
    for (const c of candidates) {
      const got = literalChoices(c, 1);
      if (!got) return undefined;
      out.push(...got);
    }
    return out;
  }
  /** An `errors` object: each of its values is a message. */
  function errorsOf(e0: ts.Expression): void {
    const e = skip(e0);
    if (ts.isObjectLiteralExpression(e)) {
      for (const p of e.properties) {
        if (ts.isPropertyAssignment(p)) feed(p.initializer, 'message');
        else if (ts.isShorthandPropertyAssignment(p)) feed(p.name, 'message');
        else fail(p);
      }
      return;
    }
    if (ts.isIdentifier(e)) {
      if (e.text === 'undefined') return;
      const decl = lookup(e.text, e);
      if (decl && ts.isParameter(decl)) return followParameter(decl, [], 'errors');
      if (decl && ts.isVariableDeclaration(decl) && decl.initializer) {
        const init = skip(decl.initializer);
        // An object filled in later (`errors[key] = message`): follow the assignments.
        if (ts.isObjectLiteralExpression(init) && init.properties.length === 0) return assignmentsTo(decl, e);
        return errorsOf(init);
      }
    }
    if (ts.isConditionalExpression(e)) return (errorsOf(e.whenTrue), errorsOf(e.whenFalse));
    fail(e);
  }
  function assignmentsTo(decl: ts.VariableDeclaration, use: ts.Node) {
    const scope = decl.parent.parent.parent;
    const visit = (n: ts.Node) => {
      if (ts.isBinaryExpression(n) && n.operatorToken.kind === ts.SyntaxKind.EqualsToken && (ts.isElementAccessExpression(n.left) || ts.isPropertyAccessExpression(n.left))) {
        const target = skip(n.left.expression);
        if (ts.isIdentifier(target) && lookup(target.text, target) === decl) feed(n.right, 'message');
      }
      ts.forEachChild(n, visit);
    };
    if (scope) visit(scope);
    else fail(use);
  }
  /** Literal values that reach a placeholder through a parameter (field labels). */
  function valuesOf(e0: ts.Expression) {
    const e = skip(e0);
    if (ts.isStringLiteral(e) || ts.isNoSubstitutionTemplateLiteral(e)) {
      if (!values.has(e.text)) values.set(e.text, where(e));
    } else if (ts.isConditionalExpression(e)) {
      valuesOf(e.whenTrue);
      valuesOf(e.whenFalse);
    } else if (ts.isIdentifier(e)) {
      const decl = lookup(e.text, e);
      if (decl && ts.isParameter(decl)) followParameter(decl, [], 'value');
    }
  }

  // ---- where messages are used ------------------------------------------
  for (const sf of scanned) {
    const visit = (n: ts.Node) => {
      if (ts.isNewExpression(n) && ts.isIdentifier(n.expression) && n.expression.text === 'ApiError' && n.arguments) {
        if (n.arguments[1]) feed(n.arguments[1], 'message');
        if (n.arguments[2]) feed(n.arguments[2], 'errors');
      }
      if (ts.isPropertyAssignment(n) || ts.isShorthandPropertyAssignment(n)) {
        const name = n.name.getText();
        const value = ts.isPropertyAssignment(n) ? n.initializer : n.name;
        // `{ message }` and `{ message, errors }` bodies, createError({ message }), matches(re, { message }).
        if (name === 'message') feed(value, 'message');
        if (name === 'errors' && ts.isObjectLiteralExpression(n.parent) && n.parent.properties.some((p) => p.name?.getText() === 'message')) feed(value, 'errors');
      }
      if (ts.isCallExpression(n) && ts.isPropertyAccessExpression(n.expression)) {
        const method = n.expression.name.text;
        const index = Object.hasOwn(YUP_MESSAGE_ARG, method) ? YUP_MESSAGE_ARG[method] : undefined;
        const receiver = n.expression.expression.getText();
        if (index !== undefined && !/^(Math|Number|String|Array|Object|JSON|\/)/.test(receiver)) {
          const arg = n.arguments[index];
          const isTestCall = method === 'test' && n.arguments.length >= 3;
          if (method !== 'test' || isTestCall) {
            if (!arg) unresolved.push(`${where(n)} yup default message: .${method}(${n.arguments.map((a) => a.getText()).join(', ')})`);
            else if (!ts.isObjectLiteralExpression(skip(arg))) feed(arg, 'message');
          }
        }
      }
      ts.forEachChild(n, visit);
    };
    visit(sf);
  }
  return { messages, unresolved: [...new Set(unresolved)], values };
}
