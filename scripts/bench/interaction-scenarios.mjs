// What the phone interaction bench does on each page, written as a rep would do it and found only
// by what a rep sees (labels, roles, button names), so the bench measures whatever the islands
// become. Each locator is a function of the Playwright page.
//
// Tap scenarios (`TAP_SCENARIOS`): after the load event, fill the fields at once and tap the
// primary button before the island's code has arrived; time to the first visible response, and
// to the answer (`result`, matched in the page by interaction-recorder.mjs):
//   { scope, text, minChars }: an element matching `scope` whose text matches `text` (a regular
//   expression) and is at least `minChars` long, and whose closest `container` (if given) holds
//   at least `containerMinChars` characters (a heading over its answer); { field, minChars }: a field whose label matches
//   `field` holding at least `minChars` characters. The answer is there when more elements match
//   than before the tap.
// Typing scenarios (`TYPING_SCENARIOS`): from the moment the navigation commits (the code is still
// loading), tap a field and type character by character, switch fields, paste, press Enter or tap
// the button; then count what is missing from the fields and from the request that was sent.

const main = (page) => page.getByRole('main');
const generatePlaybook = (page) => main(page).getByRole('button', { name: /^Generate Playbook/i });
const generateEmail = (page) => main(page).getByRole('button', { name: /^Generate Email/i });
const researchButton = (page) => main(page).getByRole('button', { name: /^Search$/i });
const sendButton = (page) => main(page).getByRole('button', { name: /^Send/i });
const subscribeForm = (page) => page.locator('form').filter({ has: page.getByRole('button', { name: /^Subscribe/i }) });
const headerSearch = (page) => page.getByRole('banner').getByRole('button', { name: /^Search/i });

const field = {
  scenario: (page) => main(page).getByLabel('Scenario', { exact: true }),
  outcomes: (page) => main(page).getByLabel(/^Desired outcomes/i),
  recipient: (page) => main(page).getByLabel(/^Recipient name/i),
  context: (page) => main(page).getByLabel('Context', { exact: true }),
  research: (page) => main(page).getByLabel(/^Research question/i),
  chat: (page) => main(page).getByLabel(/^Message the AI Coach/i),
  email: (page) => subscribeForm(page).getByLabel(/^Email address/i),
  search: (page) => page.getByRole('combobox', { name: /^Search pages/i }),
};

const REQUESTS = {
  scenario: 'A 120-bed SNF whose DON already uses another hospice.',
  outcomes: 'An in-service within 30 days',
  recipient: 'Sarah Jones',
  context: 'Met the DON at Oakwood Manor about weekend admissions.',
  research: 'How do I explain the four levels of care?',
  chat: 'How do I prioritize my territory this week?',
  chatPasted: 'Coach me on the SNF objection: we already have a hospice.',
  search: 'playbook',
};

export const TAP_SCENARIOS = [
  {
    name: 'Playbooks: Generate',
    route: '/tools/playbooks',
    fill: [
      [field.scenario, REQUESTS.scenario],
      [field.outcomes, REQUESTS.outcomes],
    ],
    tap: generatePlaybook,
    result: { scope: 'h2', text: '^\\s*Your Sales Playbook\\s*$', container: 'dialog, section', containerMinChars: 400 },
  },
  {
    name: 'Email: Generate',
    route: '/tools/email-templates',
    fill: [
      [field.recipient, REQUESTS.recipient],
      [field.context, REQUESTS.context],
    ],
    tap: generateEmail,
    result: { field: '^Generated email', minChars: 150 },
  },
  {
    name: 'Objections: Generate',
    route: '/tools/objections',
    fill: [],
    tap: (page) =>
      main(page)
        .getByRole('button', { name: /^Generate AI Alternative/i })
        .first(),
    result: { scope: 'h3, h4', text: '^\\s*AI Alternative\\s*$', container: 'div', containerMinChars: 150 },
  },
  {
    name: 'Research: Search',
    route: '/tools/research',
    fill: [[field.research, REQUESTS.research]],
    tap: researchButton,
    result: { scope: 'h2', text: '^\\s*Research Results\\s*$', container: 'section', containerMinChars: 300 },
  },
  {
    name: 'AI Coach: Send',
    route: '/tools/chatbot',
    fill: [[field.chat, REQUESTS.chat]],
    tap: sendButton,
    result: { scope: '[role="log"] > *', text: '^\\s*Coach:\\s*\\S[\\s\\S]{20}' },
  },
  {
    // Headless Chromium has no microphone: the first response (recording, or the message that
    // dictation is unavailable) is measured; there is no result to wait for.
    name: 'Transcribe: Start Recording',
    route: '/tools/transcribe',
    fill: [],
    tap: (page) => main(page).getByRole('button', { name: /^Start Recording/i }),
    result: null,
  },
  {
    name: 'Header: Search',
    route: '/tools',
    fill: [],
    tap: headerSearch,
    result: null,
  },
  {
    name: 'Home: Subscribe',
    route: '/',
    fill: [[field.email, 'tap-{run}@example.org']],
    tap: (page) => subscribeForm(page).getByRole('button', { name: /^Subscribe/i }),
    result: { scope: 'p, h2, h3, [role="status"]', text: 'Thanks for subscribing|Subscribed' },
  },
];

/**
 * Steps: ['type', locator, text] taps the field and types with a delay per key; ['paste', locator,
 * text] taps it and inserts the text at once; ['keys', text] types into whatever has focus;
 * ['enter'] presses Enter; ['tap', locator] taps (forced: a disabled button is tapped too, as a
 * rep would). `sent` is the request that must leave exactly once (path, body fields expected);
 * `kept` the fields that must still hold their text once the island is ready.
 */
export const TYPING_SCENARIOS = [
  {
    name: 'Playbooks: scenario, then outcomes, Generate',
    route: '/tools/playbooks',
    steps: [
      ['type', field.scenario, REQUESTS.scenario],
      ['type', field.outcomes, REQUESTS.outcomes],
      ['tap', generatePlaybook],
    ],
    sent: { path: '/api/playbooks', body: { scenario: REQUESTS.scenario, desiredOutcomes: REQUESTS.outcomes } },
    kept: [
      [field.scenario, REQUESTS.scenario],
      [field.outcomes, REQUESTS.outcomes],
    ],
  },
  {
    name: 'Email: recipient, then context, Generate',
    route: '/tools/email-templates',
    steps: [
      ['type', field.recipient, REQUESTS.recipient],
      ['type', field.context, REQUESTS.context],
      ['tap', generateEmail],
    ],
    sent: { path: '/api/email-templates', body: { recipientName: REQUESTS.recipient, context: REQUESTS.context } },
    kept: [
      [field.recipient, REQUESTS.recipient],
      [field.context, REQUESTS.context],
    ],
  },
  {
    name: 'Research: type, Enter at once',
    route: '/tools/research',
    steps: [['type', field.research, REQUESTS.research], ['enter']],
    sent: { path: '/api/research', body: { query: REQUESTS.research } },
    kept: [[field.research, REQUESTS.research]],
  },
  {
    name: 'AI Coach: type, Enter',
    route: '/tools/chatbot',
    steps: [['type', field.chat, REQUESTS.chat], ['enter']],
    sent: { path: '/api/chat', body: { prompt: REQUESTS.chat } },
    kept: [],
  },
  {
    name: 'AI Coach: paste, Enter',
    route: '/tools/chatbot',
    steps: [['paste', field.chat, REQUESTS.chatPasted], ['enter']],
    sent: { path: '/api/chat', body: { prompt: REQUESTS.chatPasted } },
    kept: [],
  },
  {
    name: 'Search: tap Search, type at once',
    route: '/tools',
    steps: [
      ['tap', headerSearch],
      ['keys', REQUESTS.search],
    ],
    sent: null,
    kept: [[field.search, REQUESTS.search]],
  },
  {
    name: 'Subscribe: type email, Enter',
    route: '/',
    steps: [['type', field.email, 'typed-{run}@example.org'], ['enter']],
    sent: { path: '/api/newsletter/subscribe', body: { email: 'typed-{run}@example.org' } },
    kept: [],
  },
];
