/// <reference types="astro/client" />

declare module 'astro' {
  interface AstroClientDirectives {
    /** Hydrate when the named document events fire; `after-load` also hydrates after load + idle. */
    'client:ondemand'?: string;
  }
}

export {};
