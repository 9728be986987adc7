import fp from 'fastify-plugin';

/**
 * The headers, computed once at start. Their CSP is the build's site-wide one (sitePolicies in
 * site-paths.ts); static-site.ts replaces it with a page's own when it sends a page.
 */
export interface SecurityHeadersOptions {
  /** Header name to value, from `securityHeaders()` in response-headers.ts. */
  headers: Record<string, string>;
}

/** Adds the security headers to every response: pages, assets, redirects, 404s, API and errors. */
export const securityHeadersPlugin = fp<SecurityHeadersOptions>(async (app, { headers }) => {
  // onRequest rather than onSend: the headers are in place before any handler or error
  // handler runs, and those keep headers already set on the reply.
  app.addHook('onRequest', async (_request, reply) => {
    reply.headers(headers);
  });
});
