import { z } from 'zod';

/**
 * Schemas for the site's static content. Plain zod, not `astro:content`, so the same
 * schemas validate the content collections at build time and the coach engine's knowledge at
 * run time (the offline coach reads these JSON files directly).
 */
const text = z.string().trim().min(1);
const list = z.array(text).min(1);

/** A third-party page we link to (booking, payment): https only, so a typo can't link to a script or a plain-http page. */
export const externalLinkSchema = z.url({ protocol: /^https$/, error: 'must be a full https:// address' });

export const serviceAudienceSchema = z.enum(['individual', 'leadership', 'corporate']);

export const serviceSchema = z.object({
  title: text,
  audience: serviceAudienceSchema,
  duration: text,
  price: text,
  problem: text,
  solution: text,
  includes: list,
  outcome: text,
  order: z.number().int(),
  /** Optional booking or payment page for this service (Cal.com, Calendly, a Stripe Payment Link); overrides BOOKING_URL. */
  bookingUrl: externalLinkSchema.optional(),
});

export const programSchema = z.object({
  title: text,
  kind: z.enum(['program', 'strategic']),
  duration: text,
  description: text,
  why: z.object({ problem: text, impact: text }),
  delivery: z.object({
    approach: text,
    phases: z.array(z.object({ name: text, description: text })).min(1),
  }),
  outcomes: list,
  whoItsFor: text,
  deliverables: list,
  order: z.number().int(),
});

export const methodStageSchema = z.object({
  title: z.enum(['Discovery', 'Connecting', 'Guiding', 'Commitment']),
  purpose: text,
  entry: text,
  activities: list,
  exitArtifact: text,
  decisionToAdvance: text,
  order: z.number().int(),
});

export const testimonialCategorySchema = z.enum(['individual', 'leadership', 'corporate']);

export const testimonialSchema = z.object({
  /** A role-based attribution (e.g. "Hospice Liaison"); never an invented person's name. */
  name: text,
  title: text,
  company: text,
  quote: text,
  outcome: text,
  category: testimonialCategorySchema,
  /** Never shown: where the client's written approval of the wording and attribution is kept. */
  consent: text.optional(),
});

export const caseStudySchema = z
  .object({
    title: text,
    client: text,
    challenge: text,
    /** Shown as "Our approach". */
    solution: text,
    results: list,
    category: testimonialCategorySchema,
    /** Who a similar engagement suits, on the case study's own page. */
    whoItSuits: text,
    /** The service or program the page's call to action prefills in the inquiry form. */
    service: text,
    /**
     * Never shown: for each entry of `results`, in the same order, the record the owner keeps on
     * file to support that claim (FTC: advertised results must be substantiated).
     */
    evidence: list,
    /** Never shown: where the client's written approval of the page is kept. */
    consent: text.optional(),
  })
  .refine((study) => study.evidence.length === study.results.length, {
    message: 'evidence needs one entry per result, in the same order',
    path: ['evidence'],
  });

export const objectionSchema = z.object({
  objection: text,
  response: text,
  tip: text,
  /** Words that identify this objection in free text, for the offline coach's retrieval. */
  keywords: list,
  order: z.number().int(),
});

export const resourceSchema = z.object({
  title: text,
  description: text,
  path: z.string().regex(/^\/resources\/[a-z-]+$/),
  /** The name recorded by POST /api/analytics/resource-access. */
  resourceName: z.string().regex(/^[a-z-]+$/),
  order: z.number().int(),
});

/** The About page (src/content/about.json): one object, not a list. */
export const aboutSchema = z.object({
  headline: text,
  mission: text,
  stakes: z.array(z.object({ id: z.string().regex(/^[a-z0-9-]+$/), audience: text, text })).min(1),
  founder: z.object({
    name: text,
    role: text,
    bio: list,
    /** An uploaded portrait (the CMS writes `/src/assets/uploads/<file>`); without it, public/founder.jpg or a placeholder. */
    photo: z
      .string()
      .regex(/^\/src\/assets\/uploads\/[^/]+\.(?:jpe?g|png|webp|avif)$/i, 'photo is a picture uploaded to src/assets/uploads')
      .optional(),
    /** A note for whoever edits this file; never shown on the site. */
    editNote: text.optional(),
  }),
});

export type Service = z.infer<typeof serviceSchema>;
export type Program = z.infer<typeof programSchema>;
export type MethodStage = z.infer<typeof methodStageSchema>;
export type Testimonial = z.infer<typeof testimonialSchema>;
export type CaseStudy = z.infer<typeof caseStudySchema>;
export type Objection = z.infer<typeof objectionSchema>;
export type Resource = z.infer<typeof resourceSchema>;

/**
 * The coach's hospice knowledge (src/content/knowledge/*.json): passages the offline coach
 * retrieves and Gemini is grounded in, each with the public sources research answers cite.
 */
export const knowledgeSourceSchema = z.object({
  uri: z.string().regex(/^(?:https:\/\/|\/)/, 'A source is an https:// address or a page of this site'),
  title: text,
});

/**
 * The library's subjects. `medicare`, `eligibility` and `quality` are facts; `leadership`,
 * `metrics`, `field` (how to work an account or a setting) and `objections` are coaching.
 */
export const KNOWLEDGE_TOPICS = ['medicare', 'eligibility', 'quality', 'leadership', 'metrics', 'field', 'objections'] as const;

/**
 * One question-shaped entry: the questions it answers (in the words reps use), a short answer
 * first, the detail after, what to say in the field, and dated, public sources.
 */
export const knowledgePassageSchema = z.object({
  id: z.string().regex(/^[a-z0-9-]+$/),
  topic: z.enum(KNOWLEDGE_TOPICS),
  heading: text,
  /** The questions this entry answers, phrased as reps and leaders ask them (at least three). */
  questions: z.array(text).min(3, 'Give at least three phrasings of the questions this entry answers'),
  /** One or two sentences that answer the question directly; every answer leads with it. */
  answer: text,
  lines: list,
  /** What to say to a referral source, family or rep, where that applies. */
  say: z.array(text).default([]),
  /** Words reps use for this topic that the text itself may not contain. */
  keywords: z.string().default(''),
  sources: z.array(knowledgeSourceSchema).min(1),
  /** The date the entry's facts were checked against its sources (YYYY-MM-DD). */
  asOf: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'asOf is a date: YYYY-MM-DD'),
});

/** Objections beyond the eight printed cards, answered in acknowledge–reframe–ask form. */
export const objectionCardSchema = z.object({
  id: z.string().regex(/^[a-z0-9-]+$/),
  objection: text,
  /** The substance in a few words, for "a different way to answer ___". */
  theme: text,
  keywords: list,
  acknowledge: text,
  reframe: text,
  ask: text.refine((value) => value.endsWith('?'), 'The ask must be a question'),
  tip: text,
});

export type KnowledgePassage = z.infer<typeof knowledgePassageSchema>;
export type ObjectionCard = z.infer<typeof objectionCardSchema>;
