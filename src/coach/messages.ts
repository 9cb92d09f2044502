/** What the tool pages say when a request fails, defined once for islands and tests. */
export const FAILURE_MESSAGES = {
  playbook: 'An error occurred while generating the playbook',
  objection: "Sorry, I couldn't generate a response. Please try again.",
  research: "Sorry, I couldn't complete the research. Please try again.",
  emailTitle: 'Generation failed',
  emailThrown: 'Failed to generate template',
  emailFallback: 'Please try again',
  chat: "Sorry, I'm having trouble responding right now. Please try again.",
} as const;

/** The label shown next to answers from the offline coach. */
export const OFFLINE_LABEL = 'Offline coach';
