// The custom client directives astro.config.ts registers, for type checking in .astro templates.
declare module 'astro' {
  interface AstroClientDirectives {
    /** Hydrate on the visitor's first focus, press, input or key inside the island. */
    'client:interaction'?: boolean;
  }
}

export {};
