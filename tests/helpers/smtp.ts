import { SMTPServer } from 'smtp-server';
import { simpleParser, type ParsedMail } from 'mailparser';

export interface TestSmtp {
  url: string;
  /** Every message the server accepted, parsed by mailparser, in arrival order. */
  messages: ParsedMail[];
  /** Refuse the next `count` messages with a 451 (a provider's temporary failure). */
  failNext: (count: number) => void;
  /** Called as each accepted message arrives (tests use it to see the order of events). */
  onMessage?: (message: ParsedMail) => void;
  stop: () => Promise<void>;
}

/** A real SMTP server on 127.0.0.1 (smtp-server, from the nodemailer project). No TLS, no auth: it is local. */
export async function startTestSmtp(): Promise<TestSmtp> {
  let failures = 0;
  const state: TestSmtp = {
    url: '',
    messages: [],
    failNext: (count) => {
      failures = count;
    },
    stop: () => new Promise((resolve) => server.close(() => resolve())),
  };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((message) => {
          if (failures > 0) {
            failures -= 1;
            const error = Object.assign(new Error('Temporary failure, try again later'), { responseCode: 451 });
            callback(error);
            return;
          }
          state.messages.push(message);
          state.onMessage?.(message);
          callback();
        })
        .catch(callback);
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  state.url = `smtp://127.0.0.1:${port}`;
  return state;
}

/** Waits until `count` messages have arrived (the alert is sent after the response). */
export async function waitForMessages(smtp: TestSmtp, count: number, timeoutMs = 10_000): Promise<ParsedMail[]> {
  const deadline = Date.now() + timeoutMs;
  while (smtp.messages.length < count) {
    if (Date.now() > deadline) throw new Error(`Expected ${count} messages, got ${smtp.messages.length}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return smtp.messages;
}

/** A header exactly as it arrived (mailparser folds List-* headers into one parsed object). */
export function rawHeader(message: ParsedMail, name: string): string[] {
  return message.headerLines
    .filter((line) => line.key === name.toLowerCase())
    .map((line) =>
      line.line
        .slice(line.line.indexOf(':') + 1)
        .replace(/\r?\n\s+/g, ' ')
        .trim(),
    );
}
