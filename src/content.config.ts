import { defineCollection } from 'astro:content';
import { file, type Loader } from 'astro/loaders';
import {
  caseStudySchema,
  methodStageSchema,
  objectionSchema,
  programSchema,
  resourceSchema,
  serviceSchema,
  testimonialSchema,
} from './lib/content-schemas';
import { tipSchema } from './lib/tips';

/**
 * Wraps a loader so an empty collection fails the build instead of silently rendering a page
 * with no cards (a deleted or mistyped content file would otherwise ship unnoticed).
 */
function nonEmpty(name: string, inner: Loader): Loader {
  return {
    name: `non-empty(${inner.name})`,
    load: async (context) => {
      await inner.load(context);
      if (context.store.keys().length === 0) {
        throw new Error(`Content collection "${name}" is empty: add entries to its file in src/content/.`);
      }
    },
  };
}

const fromFile = (name: string, path: string) => nonEmpty(name, file(path));

export const collections = {
  services: defineCollection({ loader: fromFile('services', 'src/content/services.json'), schema: serviceSchema }),
  programs: defineCollection({ loader: fromFile('programs', 'src/content/programs.json'), schema: programSchema }),
  methodStages: defineCollection({ loader: fromFile('methodStages', 'src/content/method-stages.json'), schema: methodStageSchema }),
  testimonials: defineCollection({ loader: fromFile('testimonials', 'src/content/testimonials.json'), schema: testimonialSchema }),
  caseStudies: defineCollection({ loader: fromFile('caseStudies', 'src/content/case-studies.json'), schema: caseStudySchema }),
  objections: defineCollection({ loader: fromFile('objections', 'src/content/objections.json'), schema: objectionSchema }),
  resources: defineCollection({ loader: fromFile('resources', 'src/content/resources.json'), schema: resourceSchema }),
  tips: defineCollection({ loader: fromFile('tips', 'src/content/tips.json'), schema: tipSchema }),
};
