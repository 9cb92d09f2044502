/**
 * The notes every testimonial and case study page carries. The stories in src/content are
 * illustrative samples until real, consented ones replace them (src/content/README.md); publishing
 * samples as if they were real would be deceptive, so the pages say so. Delete SAMPLE_NOTICE's
 * uses when the content is real; the results-vary note stays.
 */
export const SAMPLE_NOTICE =
  'These stories are illustrative examples of typical engagements, attributed by role and type of organization. Client-approved stories will replace them.';

/** FTC endorsement guidance: results that are not typical must not read as a promise. */
export const RESULTS_VARY_NOTE =
  'Results vary. These figures describe one engagement; yours will depend on your market, your team, your hospice’s services and the work done between sessions. We do not promise referral, admission or census numbers.';

/** The route of a case study's own page. */
export const caseStudyPath = (id: string) => `/testimonials/${id}`;
