import { detail } from './http';

/**
 * Decodes one percent-encoded path segment; a malformed escape (`%ZZ`, a cut UTF-8 sequence) is
 * the client's mistake: 400, not a thrown URIError.
 */
export function decodePathSegment(segment: string): string {
  let decoded: string;
  try {
    decoded = decodeURIComponent(segment);
  } catch {
    throw detail(400, 'The request path has a malformed percent-encoded character.');
  }
  // URL parsing removes dot segments before a request gets here; a path handed to the router
  // some other way must not address an object called `.` or `..` either (the client refuses them).
  if (decoded === '.' || decoded === '..') {
    throw detail(400, 'An id cannot be "." or "..".');
  }
  return decoded;
}

/** A route's handler receives the matched path parameters. */
export type RouteHandler<TContext> = (context: TContext, params: Record<string, string>) => Promise<Response> | Response;

interface Route<TContext> {
  method: string;
  pattern: RegExp;
  names: string[];
  handler: RouteHandler<TContext>;
}

/**
 * A tiny path router. Patterns use `:name` segments; a trailing slash is optional on every route,
 * as the API accepts both spellings.
 */
export function createRouter<TContext>() {
  const routes: Route<TContext>[] = [];
  return {
    add(method: string, path: string, handler: RouteHandler<TContext>) {
      const names: string[] = [];
      const source = path
        .replace(/\/+$/, '')
        .split('/')
        .map((segment) => {
          if (segment.startsWith(':')) {
            names.push(segment.slice(1));
            return '([^/]+)';
          }
          return segment.replace(/[.*+?^${}()|[\]\\-]/g, '\\$&');
        })
        .join('/');
      routes.push({ method, pattern: new RegExp(`^${source}/?$`), names, handler });
    },
    /** The route for a method and path: a handler, or which methods the path allows. */
    match(method: string, pathname: string): { handler: RouteHandler<TContext>; params: Record<string, string> } | { allowed: string[] } {
      const allowed: string[] = [];
      for (const route of routes) {
        const found = route.pattern.exec(pathname);
        if (!found) {
          continue;
        }
        if (route.method !== method) {
          allowed.push(route.method);
          continue;
        }
        const params: Record<string, string> = {};
        route.names.forEach((name, index) => {
          params[name] = decodePathSegment(found[index + 1] ?? '');
        });
        return { handler: route.handler, params };
      }
      return { allowed };
    },
  };
}
