/**
 * What a visitor typed, made safe for the places our alerts carry it. The stored lead keeps the
 * text exactly as typed; only its copy in a message is changed, and only so it cannot pass for
 * something we wrote or trigger something the owner did not ask for.
 */

/**
 * Plain text: a value on one line stays on its label's line; a value of several lines starts on
 * a line of its own and every line is quoted with "> ", so a typed line such as
 * "Lead desk: https://…" reads as the visitor's words, never as one of the alert's own lines.
 */
export function quotedField(label: string, value: string): string {
  const lines = value.split('\n');
  return lines.length === 1 ? `${label}: ${value}` : [`${label}:`, ...lines.map((line) => `> ${line}`)].join('\n');
}

/**
 * Slack's message formatting (and the many tools that accept the same webhook body): `<…>` makes
 * links with any label (`<https://evil|Lead desk>`), channel-wide pings (`<!channel>`,
 * `<!here>`) and user mentions (`<@U123>`), so `&`, `<` and `>` are escaped as Slack asks. A
 * plain "@channel" pings too where a workspace turns on name linking, so a word joiner goes
 * after its "@" (invisible, and it breaks the mention).
 */
export function slackText(value: string): string {
  return value
    .replace(/[&<>]/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;' })[char]!)
    .replace(/@(?=(?:channel|here|everyone)\b)/gi, '@\u2060');
}

/**
 * A subject line: one line, no invisible format characters (direction overrides and isolates
 * reverse what follows; zero-width ones hide text), and no RFC 2047 encoded word (`=?UTF-8?Q?…?=`),
 * which a mail client would decode into whatever it hides, a line break or a direction override
 * included. A space between "=" and "?" leaves the text readable and the encoded word inert.
 */
export function subjectText(value: string): string {
  return (
    value
      // eslint-disable-next-line no-control-regex -- control characters are what is removed
      .replace(/[\u0000-\u001F\u007F-\u009F\u2028\u2029]+/g, ' ')
      .replace(/\p{Cf}/gu, '')
      .replace(/=\?/g, '= ?')
      .replace(/\s{2,}/g, ' ')
      .trim()
  );
}
