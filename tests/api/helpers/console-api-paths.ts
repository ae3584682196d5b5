import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';
import { endpoints } from '../../../contract/endpoint-table';

/**
 * Finds the API paths the console calls: the first argument of `api.get`, `api.post`, `apiUrl`,
 * `openDownload` and `new EventSource`, and of every console function that hands one of its own
 * parameters on to them (`bookingWrite(path, …)`, `cartCall(path, …)`, a local `simple(path)`),
 * found by reading the code rather than listed by hand, so a new wrapper is covered too. Also
 * every string that starts with '/api/' (health check, captcha, live streams).
 *
 * A path is a list of parts: fixed text, or `null` for a piece worked out at run time (a
 * template's `${…}`); a path with a part that cannot be read at all comes back as unresolved.
 */
export type PathPart = string | null;

export interface FoundPath {
  /** file:line of the call. */
  at: string;
  parts: PathPart[];
}

export interface ConsolePaths {
  found: FoundPath[];
  /** Calls whose path argument could not be read (file:line and the argument's text). */
  unresolved: string[];
}

const SINK_FUNCTIONS = new Set(['apiUrl', 'openDownload']);
const SINK_METHODS = new Set(['get', 'post']);

// The client and the download link define the sinks: their own forwarding is not a call.
const SINK_FILES = new Set(['src/lib/api/client.ts', 'src/lib/download-link.ts']);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'testing' ? [] : sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) && entry.name !== 'test-setup.ts' ? [path] : [];
  });
}

/** The name a call's callee goes by: `f(…)` → f, `x.f(…)` → f (with the receiver for api.get). */
function calleeOf(node: ts.CallExpression | ts.NewExpression): { name: string; receiver?: string } | null {
  const callee = node.expression;
  if (ts.isIdentifier(callee)) return { name: callee.text };
  if (ts.isPropertyAccessExpression(callee))
    return { name: callee.name.text, receiver: ts.isIdentifier(callee.expression) ? callee.expression.text : undefined };
  return null;
}

function isSink(node: ts.Node): node is ts.CallExpression | ts.NewExpression {
  if (ts.isNewExpression(node)) return ts.isIdentifier(node.expression) && node.expression.text === 'EventSource';
  if (!ts.isCallExpression(node)) return false;
  const callee = calleeOf(node);
  if (!callee) return false;
  return callee.receiver === 'api' ? SINK_METHODS.has(callee.name) : callee.receiver === undefined && SINK_FUNCTIONS.has(callee.name);
}

/** The name a function is called by: its declaration, the const it is assigned to, or its property. */
function functionName(fn: ts.FunctionLikeDeclaration): string | null {
  if (ts.isFunctionDeclaration(fn) && fn.name) return fn.name.text;
  const parent = fn.parent;
  if ((ts.isVariableDeclaration(parent) || ts.isPropertyAssignment(parent)) && ts.isIdentifier(parent.name)) return parent.name.text;
  if (ts.isMethodDeclaration(fn) && ts.isIdentifier(fn.name)) return fn.name.text;
  return null;
}

function enclosingFunction(node: ts.Node): ts.FunctionLikeDeclaration | null {
  for (let n = node.parent; n; n = n.parent) {
    if (ts.isFunctionDeclaration(n) || ts.isArrowFunction(n) || ts.isFunctionExpression(n) || ts.isMethodDeclaration(n)) return n;
  }
  return null;
}

/** The const declarations of a file by name (the last one wins; names are unique in practice). */
function constsOf(file: ts.SourceFile): Map<string, ts.Expression> {
  const consts = new Map<string, ts.Expression>();
  const visit = (node: ts.Node) => {
    if (ts.isVariableDeclaration(node) && ts.isIdentifier(node.name) && node.initializer) consts.set(node.name.text, node.initializer);
    if (ts.isFunctionDeclaration(node) && node.name) consts.set(node.name.text, node as unknown as ts.Expression);
    ts.forEachChild(node, visit);
  };
  visit(file);
  return consts;
}

interface Wrapper {
  name: string;
  index: number;
  /** The function itself: calls inside it are its own forwarding, not a path. */
  node: ts.FunctionLikeDeclaration;
}

/**
 * Which parameter of `fn` the path `arg` starts with (-1: none): the parameter itself, a local
 * const made from it, or a template led by it (`${path}?${query}`). A parameter used elsewhere
 * in the argument (`purpose === 'block' ? '/blocking/verify' : …`) is not a forwarded path.
 */
function forwardedParameter(fn: ts.FunctionLikeDeclaration, arg: ts.Expression, consts: Map<string, ts.Expression>, depth = 0): number {
  if (depth > 4) return -1;
  if (ts.isParenthesizedExpression(arg) || ts.isAsExpression(arg)) return forwardedParameter(fn, arg.expression, consts, depth + 1);
  if (ts.isTemplateExpression(arg) && arg.head.text === '')
    return forwardedParameter(fn, arg.templateSpans[0].expression, consts, depth + 1);
  if (ts.isConditionalExpression(arg))
    return Math.max(forwardedParameter(fn, arg.whenTrue, consts, depth + 1), forwardedParameter(fn, arg.whenFalse, consts, depth + 1));
  if (!ts.isIdentifier(arg)) return -1;
  const param = fn.parameters.findIndex((p) => ts.isIdentifier(p.name) && p.name.text === arg.text);
  if (param >= 0) return param;
  const init = consts.get(arg.text);
  return init && !ts.isFunctionDeclaration(init) && enclosingFunction(init) === fn ? forwardedParameter(fn, init, consts, depth + 1) : -1;
}

type Scope = Map<string, ts.Expression>;
/** Every file's consts: a name not declared in the file is looked up here (it is imported). */
const everyFile: Scope[] = [];

/** A const or function by name: the file's own first, else the one other file that declares it. */
function lookUp(name: string, consts: Scope): { init: ts.Expression; consts: Scope } | null {
  const own = consts.get(name);
  if (own) return { init: own, consts };
  const others = everyFile.filter((scope) => scope.has(name));
  return others.length === 1 ? { init: others[0].get(name)!, consts: others[0] } : null;
}

/**
 * The endpoint-table entry an expression names: `endpoints.area.name`, or `e.name` with
 * `const e = endpoints.area` (ADR 0060); null for anything else.
 */
function tableEntry(expr: ts.Expression, consts: Scope): { path: string } | null {
  const names: string[] = [];
  let at = expr;
  let scope = consts;
  for (let step = 0; step < 6; step++) {
    if (ts.isPropertyAccessExpression(at)) {
      names.unshift(at.name.text);
      at = at.expression;
    } else if (ts.isIdentifier(at) && at.text !== 'endpoints') {
      const found = lookUp(at.text, scope);
      if (!found || ts.isFunctionDeclaration(found.init)) return null;
      at = found.init;
      scope = found.consts;
    } else break;
  }
  if (!ts.isIdentifier(at) || at.text !== 'endpoints' || names.length !== 2) return null;
  const area = (endpoints as unknown as Record<string, Record<string, { path: string } | undefined> | undefined>)[names[0]];
  return area?.[names[1]] ?? null;
}

/** The path parts an expression can stand for; null when it cannot be read. */
function resolve(expr: ts.Expression, consts: Scope, depth = 0): PathPart[][] | null {
  if (depth > 6) return null;
  if (ts.isStringLiteral(expr) || ts.isNoSubstitutionTemplateLiteral(expr)) return [[expr.text]];
  if (ts.isParenthesizedExpression(expr) || ts.isAsExpression(expr)) return resolve(expr.expression, consts, depth + 1);
  if (ts.isConditionalExpression(expr)) {
    const a = resolve(expr.whenTrue, consts, depth + 1);
    const b = resolve(expr.whenFalse, consts, depth + 1);
    return a && b ? [...a, ...b] : null;
  }
  if (ts.isTemplateExpression(expr)) {
    let paths: PathPart[][] = [[expr.head.text]];
    for (const span of expr.templateSpans) {
      // A piece read at run time (an id, a report's name) stands for any text.
      const inner = resolve(span.expression, consts, depth + 1) ?? [[null]];
      paths = paths.flatMap((p) => inner.map((i) => [...p, ...i, span.literal.text]));
    }
    return paths;
  }
  if (ts.isIdentifier(expr)) {
    const found = lookUp(expr.text, consts);
    if (!found || ts.isFunctionDeclaration(found.init)) return null;
    return resolve(found.init, found.consts, depth + 1);
  }
  // An entry's own path (`openDownload(endpoints.events.bookingListDownload.path, …)`).
  if (ts.isPropertyAccessExpression(expr) && expr.name.text === 'path') {
    const entry = tableEntry(expr.expression, consts);
    if (entry) return [[entry.path]];
  }
  if (ts.isCallExpression(expr) && ts.isIdentifier(expr.expression)) {
    // A helper that builds the path (`reportPath(kind)`): what its arrow body returns.
    const found = lookUp(expr.expression.text, consts);
    if (found && ts.isArrowFunction(found.init) && !ts.isBlock(found.init.body)) return resolve(found.init.body, found.consts, depth + 1);
  }
  return null;
}

export function findConsoleApiPaths(root: string): ConsolePaths {
  const files = sourceFiles(join(root, 'src'))
    .filter((path) => !SINK_FILES.has(relative(root, path)))
    .map((path) => ({ path, file: ts.createSourceFile(path, readFileSync(path, 'utf8'), ts.ScriptTarget.Latest, true) }));
  const consts = new Map(files.map(({ path, file }) => [path, constsOf(file)]));
  everyFile.splice(0, everyFile.length, ...consts.values());

  // Wrappers: functions passing a parameter on as the path of a sink or of another wrapper.
  const wrappers: Wrapper[] = [];
  const isCallOfWrapper = (node: ts.Node): Wrapper | null => {
    if (!ts.isCallExpression(node)) return null;
    const callee = calleeOf(node);
    return (callee && wrappers.find((w) => w.name === callee.name && node.arguments.length > w.index)) ?? null;
  };
  for (let grew = true; grew;) {
    grew = false;
    for (const { path, file } of files) {
      const visit = (node: ts.Node) => {
        const wrapper = isCallOfWrapper(node);
        const index = isSink(node) ? 0 : wrapper?.index;
        const args = (node as ts.CallExpression).arguments;
        if (index !== undefined && args && args.length > index) {
          const fn = enclosingFunction(node);
          const name = fn && functionName(fn);
          // api.get/api.post and apiUrl themselves forward their path: they are the sinks.
          if (fn && name && !SINK_METHODS.has(name) && !SINK_FUNCTIONS.has(name) && !wrappers.some((w) => w.node === fn)) {
            const param = forwardedParameter(fn, args[index], consts.get(path)!);
            if (param >= 0) {
              wrappers.push({ name, index: param, node: fn });
              grew = true;
            }
          }
        }
        ts.forEachChild(node, visit);
      };
      visit(file);
    }
  }

  const found: FoundPath[] = [];
  const unresolved: string[] = [];
  for (const { path, file } of files) {
    const where = (node: ts.Node) => `${relative(root, path)}:${file.getLineAndCharacterOfPosition(node.getStart()).line + 1}`;
    const visit = (node: ts.Node) => {
      const wrapper = isCallOfWrapper(node);
      const index = isSink(node) ? 0 : wrapper?.index;
      const args = (node as ts.CallExpression).arguments;
      if (index !== undefined && args && args.length > index) {
        const fn = enclosingFunction(node);
        const forwarded = wrappers.some((w) => w.node === fn) && fn !== null && forwardedParameter(fn, args[index], consts.get(path)!) >= 0;
        if (!forwarded) {
          const paths = resolve(args[index], consts.get(path)!);
          if (paths) for (const parts of paths) found.push({ at: where(node), parts });
          else unresolved.push(`${where(node)} ${args[index].getText(file)}`);
        }
      }
      if ((ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) && node.text.startsWith('/api/'))
        found.push({ at: where(node), parts: [node.text] });
      if (ts.isTemplateExpression(node) && node.head.text.startsWith('/api/')) {
        found.push({ at: where(node), parts: [node.head.text, ...node.templateSpans.flatMap((s) => [null, s.literal.text])] });
      }
      ts.forEachChild(node, visit);
    };
    visit(file);
  }
  return { found, unresolved };
}

/** Whether a found path names a route of `paths` ('/api/…'): fixed parts exact, run-time parts any text. */
export function matchesRoute(parts: PathPart[], paths: readonly string[]): boolean {
  // Only the path counts: everything from the query string's '?' on is left out.
  const cut = parts.findIndex((p) => p !== null && p.includes('?'));
  const path = cut < 0 ? parts : [...parts.slice(0, cut), (parts[cut] as string).slice(0, (parts[cut] as string).indexOf('?'))];
  const source = path.map((p) => (p === null ? '[^?]+' : p.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))).join('');
  // The console writes '/x' for '/api/x' (apiUrl adds it); a query string may follow the path.
  const pattern = new RegExp(`^${source.startsWith('/api/') ? '' : '/api'}${source}(\\?.*)?$`);
  return paths.some((route) => pattern.test(route));
}
