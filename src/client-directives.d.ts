// The custom client directives astro.config.ts registers, for type checking in .astro templates.
declare module 'astro' {
  interface AstroClientDirectives {
    /** Hydrate when the browser is idle after the first contentful paint. */
    'client:idle-after-paint'?: boolean;
  }
}

export {};
