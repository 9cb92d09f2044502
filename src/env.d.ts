/// <reference types="astro/client" />

declare module 'astro' {
  interface AstroClientDirectives {
    /** Hydrate when the named document events fire, or with `interaction` on the visitor's first use. */
    'client:ondemand'?: string;
  }
}

export {};
