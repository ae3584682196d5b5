/**
 * No endpoint path outside the endpoint table (issue 25 item 5, ADR 0060). The table in
 * contract/endpoints/ is the one place a route's path is written: the server registers routes
 * with route(app, entry, …) and the console calls api.call(entry, …) or reads entry.path. So:
 * - nowhere in src/ or server/ is there a string starting with '/api/';
 * - a server route module registers nothing by a path of its own (app.get('/x', …));
 * - the console hands no path of its own to apiUrl or openDownload.
 * Tests are left out: they call the API as a client would.
 */
const REGISTER = new Set(['get', 'post', 'put', 'patch', 'delete', 'route', 'head', 'all']);
const URL_SINKS = new Set(['apiUrl', 'openDownload']);

function startText(node) {
  if (!node) return null;
  if (node.type === 'Literal' && typeof node.value === 'string') return node.value;
  if (node.type === 'TemplateLiteral') return node.quasis[0].value.cooked ?? '';
  return null;
}

/** @type {import('eslint').Rule.RuleModule} */
export const endpointPathsRule = {
  meta: {
    type: 'problem',
    docs: { description: 'API paths are written only in the endpoint table (contract/endpoints)' },
    messages: {
      apiPath:
        "'{{path}}' is an API path: take it from the endpoint table (contract/endpoint-table.ts), e.g. endpoints.<area>.<name>.path.",
      register:
        'Register routes from the endpoint table: route(app, endpoints.<area>.<name>, { tags }, handler) (server/plugins/route.ts).',
      consolePath: 'Call the API through the endpoint table: api.call(endpoints.<area>.<name>, …), or pass entry.path.',
    },
    schema: [],
  },
  create(context) {
    const file = context.filename.replaceAll('\\', '/');
    const inServerModule = /\/server\/modules\//.test(file);
    const inConsole = /\/src\//.test(file);
    return {
      Literal(node) {
        if (typeof node.value === 'string' && node.value.startsWith('/api/')) {
          context.report({ node, messageId: 'apiPath', data: { path: node.value } });
        }
      },
      TemplateLiteral(node) {
        const head = node.quasis[0].value.cooked ?? '';
        if (head.startsWith('/api/')) context.report({ node, messageId: 'apiPath', data: { path: head } });
      },
      CallExpression(node) {
        const callee = node.callee;
        const first = startText(node.arguments[0]);
        if (first === null || !first.startsWith('/')) return;
        if (
          inServerModule &&
          callee.type === 'MemberExpression' &&
          callee.property.type === 'Identifier' &&
          REGISTER.has(callee.property.name)
        ) {
          context.report({ node, messageId: 'register' });
        }
        if (inConsole) {
          const name =
            callee.type === 'Identifier'
              ? callee.name
              : callee.type === 'MemberExpression' && callee.property.type === 'Identifier'
                ? callee.property.name
                : null;
          const viaApi = callee.type === 'MemberExpression' && callee.object.type === 'Identifier' && callee.object.name === 'api';
          if ((name && URL_SINKS.has(name)) || viaApi) context.report({ node, messageId: 'consolePath' });
        }
      },
    };
  },
};
