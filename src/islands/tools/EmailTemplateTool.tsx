import { useId, useRef, type SubmitEvent } from 'react';
import { postJson } from '../../lib/api';
import { formText } from '../../lib/forms';
import { isNetworkFailure, NEEDS_CONNECTION } from '../../lib/network';
import { COACH_LIMITS } from '../../coach/guard/limits';
import { FAILURE_MESSAGES } from '../../coach/messages';
import type { TemplateType } from '../../coach/types';
import {
  AI_MESSAGES,
  AI_MIN_LENGTHS,
  DEFAULT_TEMPLATE_TYPE,
  TEMPLATE_TYPES,
  type EmailTemplateRequest,
  type EmailTemplateResponse,
} from '../../lib/schemas/ai';
import { toast } from '../../stores/toasts';
import { CoachMeta } from './CoachMeta';
import { Spinner } from './Spinner';
import { copyText, failureMessage } from './browser-actions';
import { FormField } from '../FormField';
import { useIslandReady } from '../useIslandReady';
import { useToolRequest } from './useToolRequest';

/**
 * The email template generator: type (follow-up by default), optional
 * recipient, context of at least 10 characters (else the 'Context required' toast), optional
 * customization, then the 'Generated Template', editable, with Copy.
 * Every field is uncontrolled and read from the form on submit, so what a rep typed before the
 * code arrived survives hydration (docs/architecture.md §1).
 */
const askForTemplate = (payload: EmailTemplateRequest) => postJson<EmailTemplateResponse>('/api/email-templates', payload);

// Spec §8: a failed call is 'Failed to generate template'; a network error keeps its own words.
// Offline, say plainly that it needs a connection; the form keeps what was typed.
const describeFailure = (error: unknown) =>
  (isNetworkFailure(error) ? NEEDS_CONNECTION.email : failureMessage(error, FAILURE_MESSAGES.emailThrown)) ||
  FAILURE_MESSAGES.emailFallback;

export default function EmailTemplateTool() {
  const { inFlight: generating, answer: result, answerKey: generation, run } = useToolRequest(askForTemplate, describeFailure);
  const templateRef = useRef<HTMLTextAreaElement>(null);
  const readyRef = useIslandReady<HTMLDivElement>();
  const id = useId();

  async function onSubmit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    if (generating) return;
    const form = new FormData(event.currentTarget);
    const read = (name: string) => formText(form, name).trim();
    const templateType = (read('templateType') || DEFAULT_TEMPLATE_TYPE) as TemplateType;
    const [recipientName, context, customization] = [read('recipientName'), read('context'), read('customization')];
    if (context.length < AI_MIN_LENGTHS.context) {
      toast({ title: AI_MESSAGES.contextTitle, description: AI_MESSAGES.context, variant: 'destructive' });
      return;
    }
    const payload: EmailTemplateRequest = { templateType, context };
    if (recipientName) payload.recipientName = recipientName;
    if (customization) payload.customization = customization;
    const outcome = await run(payload);
    if (outcome?.ok === false) toast({ title: FAILURE_MESSAGES.emailTitle, description: outcome.failure, variant: 'destructive' });
  }

  async function copy() {
    try {
      // The rep may have edited the template: copy what the box holds now.
      await copyText(templateRef.current?.value ?? result?.template ?? '');
      toast({ title: 'Copied!', description: 'Email template copied to clipboard' });
    } catch {
      toast({ title: 'Copy failed', description: 'Select the text and copy it yourself.', variant: 'destructive' });
    }
  }

  return (
    <div ref={readyRef} className="mt-8 grid gap-6 lg:grid-cols-2">
      <form className="card flex flex-col gap-4" onSubmit={(event) => void onSubmit(event)} noValidate aria-labelledby={`${id}-title`}>
        <h2 id={`${id}-title`} className="text-2xl font-bold">
          Email details
        </h2>
        <div>
          <label className="label" htmlFor={`${id}-type`}>
            Template Type
          </label>
          <select id={`${id}-type`} name="templateType" className="field" defaultValue={DEFAULT_TEMPLATE_TYPE}>
            {TEMPLATE_TYPES.map((type) => (
              <option key={type.value} value={type.value}>
                {type.label}
              </option>
            ))}
          </select>
        </div>
        <FormField
          id={`${id}-recipient`}
          name="recipientName"
          label="Recipient Name"
          optional
          maxLength={COACH_LIMITS.recipientName}
          placeholder="e.g. Sarah Jones"
          autoComplete="off"
          defaultValue=""
        />
        <FormField
          id={`${id}-context`}
          name="context"
          label="Context"
          textarea
          rows={4}
          maxLength={COACH_LIMITS.context}
          placeholder="e.g. Met the DON at Oakwood Manor on Tuesday; their current hospice is slow to admit on weekends."
          defaultValue=""
        />
        <FormField
          id={`${id}-custom`}
          name="customization"
          label="Customization"
          optional
          textarea
          rows={2}
          maxLength={COACH_LIMITS.customization}
          placeholder="e.g. Keep it brief; mention our weekend admissions nurse; ask for 10 minutes at a huddle."
          defaultValue=""
        />
        <div>
          <button type="submit" className="btn btn-primary" disabled={generating}>
            {generating ? <Spinner label="Generating..." visibleLabel /> : 'Generate Email'}
          </button>
        </div>
      </form>

      <section className="card flex flex-col gap-4" aria-labelledby={`${id}-result`}>
        <div className="flex items-center justify-between gap-3">
          <h2 id={`${id}-result`} className="text-2xl font-bold">
            Generated Template
          </h2>
          {result && (
            <button type="button" className="btn btn-outline" onClick={() => void copy()}>
              Copy
            </button>
          )}
        </div>
        {result ? (
          <>
            <CoachMeta engine={result.engine} notices={result.notices} />
            {/* A new result is a new box (key), filled once; the rep's edits stay in it. */}
            <textarea
              key={generation}
              ref={templateRef}
              className="field font-mono text-sm"
              rows={16}
              aria-label="Generated email (you can edit it before copying)"
              defaultValue={result.template}
            />
          </>
        ) : (
          <p className="muted">Your email will appear here. Fill in the details and choose Generate Email.</p>
        )}
      </section>
    </div>
  );
}
