// @ts-check
/**
 * Registers `client:ondemand`: hydrate an island only when the visitor asks for it (one of the
 * DOM event names in the directive's value fires on `document`), or, with the token
 * `interaction`, on the visitor's first pointer, focus or key (early presses are replayed). See
 * ondemand.ts.
 * Astro's own `client:idle` can run before `load`, which would put React on the critical path.
 * @returns {import('astro').AstroIntegration}
 */
export default function onDemandDirective() {
  return {
    name: 'spartan:client-ondemand',
    hooks: {
      'astro:config:setup': ({ addClientDirective }) => {
        addClientDirective({
          name: 'ondemand',
          entrypoint: new URL('./ondemand.ts', import.meta.url).pathname,
        });
      },
    },
  };
}
