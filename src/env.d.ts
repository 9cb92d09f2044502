/// <reference types="astro/client" />

declare module 'astro' {
  interface AstroClientDirectives {
    /** Hydrate when the named document events fire; `interaction` on first use, `after-load` after load + idle. */
    'client:ondemand'?: string;
  }
}

export {};
