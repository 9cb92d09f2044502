import type { CmsConfig, Collection, Field } from '@sveltia/cms';
import { KNOWLEDGE_TOPICS } from '../content-schemas';
import { SITE_URL } from '../site-constants.mjs';
import { KNOWLEDGE_FILES } from './knowledge-files';
import { choice, day, group, idField, line, objectList, order, paragraph, textList } from './fields';

/**
 * The content manager's configuration (Sveltia CMS, served at /cms/ by src/pages/cms/). Every
 * collection edits a JSON file in src/content/ exactly as the build reads it: the list files are
 * edited as top-level lists (`root: true`), so the zod schemas in src/lib/content-schemas.ts and
 * src/lib/tips.ts stay the one source of truth and the CMS only mirrors them
 * (tests/unit/cms-config.test.ts fails when the two drift apart).
 */

/** Uploaded pictures go inside src/, where the build resizes and compresses them (astro:assets). */
export const CMS_MEDIA_FOLDER = 'src/assets/uploads';

const AUDIENCES = [
  { value: 'individual', label: 'Individual reps' },
  { value: 'leadership', label: 'Sales leaders' },
  { value: 'corporate', label: 'Organizations' },
] as const;

/** A collection that edits one JSON file holding a list of entries. */
function listFile(options: {
  name: string;
  label: string;
  description: string;
  icon: string;
  file: string;
  itemLabel: string;
  summary: string;
  fields: Field[];
}): Collection {
  return {
    name: options.name,
    label: options.label,
    description: options.description,
    icon: options.icon,
    files: [
      {
        name: options.name,
        label: options.label,
        file: options.file,
        format: 'json',
        fields: [
          {
            name: 'items',
            label: options.label,
            label_singular: options.itemLabel,
            widget: 'list',
            root: true,
            min: 1,
            summary: options.summary,
            fields: options.fields,
          },
        ],
      },
    ],
  };
}

const tipFields: Field[] = [
  idField(
    'The end of the tip’s web address: /tips/winter-intake-plan has the ID "winter-intake-plan". Lower-case words joined by hyphens.',
  ),
  line('title', 'Title', { max: 90, hint: 'The subject line of the email and the heading on the site. Up to 90 characters.' }),
  day('date', 'Send date', {
    hint: 'The Monday it goes out. The weekly email sends it that morning, and the site shows it from that day (after the next deploy).',
  }),
  paragraph('summary', 'Summary', {
    max: 200,
    hint: 'One or two sentences shown in the tips list, at the top of the tip’s page and in search results. Up to 200 characters.',
  }),
  textList('body', 'Body', 'Paragraph', { min: 1, hint: 'The tip itself, one paragraph per item.' }),
  paragraph('action', 'This week’s action', { hint: 'One concrete thing the rep does this week. Shown in a box at the end.' }),
];

const serviceFields: Field[] = [
  idField(),
  line('title', 'Service name'),
  choice('audience', 'Who it is for', AUDIENCES, { hint: 'Decides which group of the Services page it appears in.' }),
  line('duration', 'Duration', { hint: 'Free text, e.g. "30 minutes" or "2 weeks".' }),
  line('price', 'Price', {
    hint: 'Shown as written, e.g. "$40" or "Custom pricing". A plain dollar amount is also given to search engines.',
  }),
  paragraph('problem', 'The problem', { hint: 'The situation the buyer is in.' }),
  paragraph('solution', 'What we do', { hint: 'What we do about it.' }),
  textList('includes', 'What is included', 'Item', { min: 1, hint: '4 to 6 items read best.' }),
  paragraph('outcome', 'The result', { hint: 'What they can expect afterwards.' }),
  order(),
  line('bookingUrl', 'Booking link', {
    optional: true,
    hint: 'Optional. A full https:// link to book or pay (Cal.com, Calendly, a Stripe Payment Link). Leave empty to use the site-wide booking link.',
    pattern: ['^https://', 'Must be a full address starting with https://'],
  }),
];

const programFields: Field[] = [
  idField(),
  line('title', 'Program name'),
  choice('kind', 'Kind', [
    { value: 'program', label: 'Training program' },
    { value: 'strategic', label: 'Strategic service' },
  ]),
  line('duration', 'Duration', { hint: 'e.g. "4 weeks".' }),
  paragraph('description', 'Card summary', { hint: 'One or two sentences for the program card.' }),
  group('why', 'Why it matters', [paragraph('problem', 'The problem it addresses'), paragraph('impact', 'What it costs if ignored')]),
  group('delivery', 'How it is delivered', [
    paragraph('approach', 'Approach', { hint: 'Format and cadence.' }),
    objectList('phases', 'Phases', 'Phase', [line('name', 'Phase name'), paragraph('description', 'What happens')], {
      min: 1,
      summary: '{{name}}',
      hint: 'Shown as numbered phases; 3 to 5 read best.',
    }),
  ]),
  textList('outcomes', 'Outcomes', 'Outcome', { min: 1 }),
  paragraph('whoItsFor', 'Who it is for'),
  textList('deliverables', 'Deliverables', 'Deliverable', { min: 1, hint: 'Cards show the first 3, so put the most important first.' }),
  order(),
];

const CONSENT_HINT =
  'Never shown on the site. Where the client’s written approval of this exact wording and attribution is kept (e.g. "Email from the client, 2026-03-02, in the Clients folder"). Required before publishing a real one.';

const testimonialFields: Field[] = [
  idField(),
  line('name', 'Attribution', {
    hint: 'Who is speaking, as the client agreed: a real name only with written permission, otherwise a role such as "Hospice Community Liaison". Never an invented name.',
  }),
  line('title', 'Job title'),
  line('company', 'Organization', { hint: 'As the client agreed, e.g. "Independent hospice, Texas".' }),
  paragraph('quote', 'Quote', { hint: 'Their exact approved words. No patient or family details, ever.' }),
  line('outcome', 'Outcome', { hint: 'A result you could show from the client’s own reports, with its time period.' }),
  choice('category', 'Section', AUDIENCES),
  paragraph('consent', 'Consent on file', { optional: true, hint: CONSENT_HINT }),
];

const caseStudyFields: Field[] = [
  idField(
    'The end of the page’s web address: /testimonials/regional-census-turnaround has the ID "regional-census-turnaround". Lower-case words joined by hyphens.',
  ),
  line('title', 'Title'),
  line('client', 'Client', { hint: 'As the client agreed to be described, e.g. "Regional hospice, 3 counties".' }),
  paragraph('challenge', 'The challenge'),
  paragraph('solution', 'Our approach'),
  textList('results', 'Results', 'Result', { min: 1, hint: 'Aggregate figures only, each with its time period.' }),
  choice('category', 'Section', AUDIENCES),
  paragraph('whoItSuits', 'Who a similar engagement suits'),
  line('service', 'Service or program', { hint: 'What the page’s “Ask about this” button fills in on the inquiry form.' }),
  textList('evidence', 'Evidence on file', 'Record', {
    min: 1,
    hint: 'Never shown on the site. For each result above, in the same order, the record you keep that supports it (the FTC requires advertised results to be substantiated). One per result.',
  }),
  paragraph('consent', 'Consent on file', { optional: true, hint: CONSENT_HINT }),
];

const aboutFields: Field[] = [
  line('headline', 'Headline'),
  paragraph('mission', 'Mission'),
  objectList('stakes', 'What’s at stake', 'Card', [idField(), line('audience', 'For'), paragraph('text', 'Text')], {
    min: 1,
    summary: '{{audience}}',
  }),
  group('founder', 'Founder', [
    line('name', 'Name', {
      hint: 'Your name as you want it shown. While it says "The Founder", search engines are told only about the business.',
    }),
    line('role', 'Role'),
    textList('bio', 'Bio', 'Paragraph', {
      min: 1,
      hint: 'One paragraph per item. Only experience and credentials that are true and verifiable.',
    }),
    {
      name: 'photo',
      label: 'Photo',
      widget: 'image',
      required: false,
      accept: 'image/jpeg,image/png,image/webp,image/avif',
      hint: 'A square portrait, at least 600 × 600 pixels. The site makes smaller, faster copies of it.',
    },
    paragraph('editNote', 'Note for editors', { optional: true, hint: 'Never shown on the site.' }),
  ]),
];

const TOPIC_LABELS: Record<(typeof KNOWLEDGE_TOPICS)[number], string> = {
  medicare: 'Medicare rules (fact)',
  eligibility: 'Eligibility (fact)',
  quality: 'Quality data (fact)',
  leadership: 'Leadership (coaching)',
  metrics: 'Metrics (coaching)',
  field: 'Field work (coaching)',
  objections: 'Objections (coaching)',
};

const passageFields: Field[] = [
  idField('A unique key for this entry, e.g. "face-to-face-encounter".'),
  choice(
    'topic',
    'Topic',
    KNOWLEDGE_TOPICS.map((value) => ({ value, label: TOPIC_LABELS[value] })),
  ),
  line('heading', 'Heading', { hint: 'The question this entry answers, as a heading.' }),
  textList('questions', 'Questions it answers', 'Question', {
    min: 3,
    hint: 'At least three ways reps and leaders actually ask it. The coach matches questions against these.',
  }),
  paragraph('answer', 'Short answer', { hint: 'One or two sentences that answer the question directly; every answer leads with it.' }),
  textList('lines', 'Detail', 'Line', { min: 1 }),
  textList('say', 'What to say', 'Line', { optional: true, hint: 'Optional. Words to use with a referral source, a family or a rep.' }),
  line('keywords', 'Keywords', {
    optional: true,
    hint: 'Optional. Words reps use for this that the text does not contain (misspellings welcome).',
  }),
  objectList(
    'sources',
    'Sources',
    'Source',
    [
      line('uri', 'Address', {
        hint: 'An https:// address (CMS, eCFR, Medicare.gov) or a page of this site such as /method.',
        pattern: ['^(https://|/)', 'An https:// address or a page of this site'],
      }),
      line('title', 'Title'),
    ],
    { min: 1, summary: '{{title}}' },
  ),
  day('asOf', 'Checked on', { hint: 'The day these facts were last checked against the sources.' }),
];

const objectionCardFields: Field[] = [
  idField(),
  line('objection', 'Objection', { hint: 'As the referral source says it.' }),
  line('theme', 'Theme', { hint: 'The substance in a few words, e.g. "a worry that your hospice is too small".' }),
  textList('keywords', 'Keywords', 'Keyword', { min: 1 }),
  paragraph('acknowledge', 'Acknowledge'),
  paragraph('reframe', 'Reframe'),
  paragraph('ask', 'Ask', { pattern: ['\\?$', 'The ask must be a question (end with a question mark)'] }),
  paragraph('tip', 'Tip'),
];

const knowledgeCollection: Collection = {
  name: 'knowledge',
  label: 'Coach knowledge',
  description:
    'What the AI coach knows and cites. Keep facts exactly as CMS states them, quote no amount that changes each year, never promise eligibility and never suggest anything of value for referrals.',
  icon: 'school',
  files: KNOWLEDGE_FILES.map((file) => ({
    name: file.name,
    label: file.label,
    file: `src/content/knowledge/${file.name}.json`,
    format: 'json',
    fields: [
      {
        name: 'items',
        label: file.label,
        label_singular: file.kind === 'objection-cards' ? 'Objection card' : 'Entry',
        widget: 'list',
        root: true,
        min: 1,
        summary: file.kind === 'objection-cards' ? '{{objection}}' : '{{heading}}',
        fields: file.kind === 'objection-cards' ? objectionCardFields : passageFields,
      },
    ],
  })),
};

export const CMS_COLLECTIONS: Collection[] = [
  listFile({
    name: 'tips',
    label: 'Weekly tips',
    description: 'The Weekly Coaching Tips: one per Monday. Keep at least four weeks ahead so the Monday email never runs dry.',
    icon: 'mail',
    file: 'src/content/tips.json',
    itemLabel: 'Tip',
    summary: '{{date}}: {{title}}',
    fields: tipFields,
  }),
  listFile({
    name: 'services',
    label: 'Services and prices',
    description: 'The Services page: three services for each audience, with their prices.',
    icon: 'sell',
    file: 'src/content/services.json',
    itemLabel: 'Service',
    summary: '{{title}} ({{price}})',
    fields: serviceFields,
  }),
  listFile({
    name: 'programs',
    label: 'Programs',
    description: 'The Programs page: training programs and strategic services.',
    icon: 'school',
    file: 'src/content/programs.json',
    itemLabel: 'Program',
    summary: '{{title}}',
    fields: programFields,
  }),
  listFile({
    name: 'testimonials',
    label: 'Testimonials',
    description: 'Only real, consented testimonials: written approval of the exact words and attribution first, no patient details ever.',
    icon: 'format_quote',
    file: 'src/content/testimonials.json',
    itemLabel: 'Testimonial',
    summary: '{{name}}, {{company}}',
    fields: testimonialFields,
  }),
  listFile({
    name: 'case-studies',
    label: 'Case studies',
    description: 'Each result needs a record on file that supports it, and the client’s written approval.',
    icon: 'insights',
    file: 'src/content/case-studies.json',
    itemLabel: 'Case study',
    summary: '{{title}}',
    fields: caseStudyFields,
  }),
  {
    name: 'about',
    label: 'About page',
    description: 'The About page: mission, what is at stake, and the founder’s bio and photo.',
    icon: 'person',
    files: [{ name: 'about', label: 'About page', file: 'src/content/about.json', format: 'json', fields: aboutFields }],
  },
  knowledgeCollection,
];

/** The GitHub repository the content manager commits to, from the build's environment. */
export function cmsRepository(env: Record<string, string | undefined> = process.env): { repo: string; branch: string } {
  // Netlify sets REPOSITORY_URL (https://github.com/owner/name or git@github.com:owner/name) and BRANCH for each build.
  const fromNetlify = /github\.com[/:]([^/]+\/[^/]+?)(?:\.git)?\/?$/.exec(env.REPOSITORY_URL ?? '')?.[1];
  return {
    repo: env.CMS_GITHUB_REPO || fromNetlify || 'your-github-name/your-repository',
    branch: env.CMS_GITHUB_BRANCH || env.BRANCH || 'main',
  };
}

export function cmsConfig(env: Record<string, string | undefined> = process.env): CmsConfig {
  const { repo, branch } = cmsRepository(env);
  return {
    // The owner signs in with GitHub through Netlify's OAuth provider (README: "The content manager").
    backend: { name: 'github', repo, branch, base_url: 'https://api.netlify.com' },
    publish_mode: 'simple',
    app_title: 'Spartan Hospice Sales: content',
    site_url: SITE_URL,
    // An optional field left empty is left out of the file, as the schemas expect (bookingUrl: ""
    // would fail the build's https check), and the JSON keeps the files' own 2-space layout.
    output: { omit_empty_optional_fields: true, json: { indent_style: 'space', indent_size: 2 } },
    media_folder: CMS_MEDIA_FOLDER,
    public_folder: `/${CMS_MEDIA_FOLDER}`,
    collections: CMS_COLLECTIONS,
  };
}
