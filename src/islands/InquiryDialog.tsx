import { useEffect, useId, useRef, useState, type InputEvent, type SubmitEvent } from 'react';
import { firstErrorPerField, formText, serverFieldErrors, type FieldErrors } from '../lib/forms';
import { INQUIRY_TEXT, readServiceType } from '../lib/inquiry';
import { PAGE_EVENTS } from '../lib/page-events';
import { takePendingRequestDetail } from '../lib/pending-requests';
import { CloseButton } from './CloseButton';
import { FormField } from './FormField';
import { inquiryInputSchema } from '../lib/schemas/inquiry';
import { submitWithOutbox } from '../lib/submit-with-outbox';
import { toast } from '../stores/toasts';

type Field = 'name' | 'email' | 'phone' | 'company' | 'serviceType' | 'message';
type Values = Record<Field, string>;

/** Field order, so focus goes to the first invalid field. */
const FIELD_ORDER: readonly Field[] = ['name', 'email', 'phone', 'company', 'serviceType', 'message'];

/**
 * The one inquiry dialog, opened by `open-inquiry` events from Get Started,
 * program and consultation buttons; `detail.serviceType` prefills (and locks) the service field.
 * The server renders only the closed <dialog>; the form renders once the island has mounted, so
 * the page's HTML stays small. The fields are uncontrolled and read from the form (FormData), like
 * every form island's (docs/architecture.md §1); only the prefilled service lives in state.
 */
export default function InquiryDialog() {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const [mounted, setMounted] = useState(false);
  const [isOpen, setIsOpen] = useState(false);
  const [serviceType, setServiceType] = useState('');
  const [serviceLocked, setServiceLocked] = useState(false);
  // Each opening puts the chosen service in a fresh service field (its key); other fields keep
  // what the visitor typed.
  const [openings, setOpenings] = useState(0);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [validateOnChange, setValidateOnChange] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const id = useId();

  useEffect(() => {
    setMounted(true);
    const open = (detail: unknown) => {
      const serviceType = readServiceType(detail);
      // Keep what the visitor already typed; only the service follows the button they chose.
      setServiceType(serviceType);
      setOpenings((count) => count + 1);
      setServiceLocked(serviceType !== '');
      setErrors({});
      setValidateOnChange(false);
      setIsOpen(true);
    };
    const onOpen = (event: Event) => open(event instanceof CustomEvent ? event.detail : undefined);
    document.addEventListener(PAGE_EVENTS.openInquiry, onOpen);
    const pending = takePendingRequestDetail(PAGE_EVENTS.openInquiry);
    if (pending) open(pending.detail);
    return () => document.removeEventListener(PAGE_EVENTS.openInquiry, onOpen);
  }, []);

  // showModal() needs the rendered form (for focus), so it runs after the render that opens it.
  useEffect(() => {
    const dialog = dialogRef.current;
    if (!isOpen || !dialog || dialog.open) return;
    dialog.showModal();
    formRef.current?.querySelector<HTMLInputElement>('input[name="name"]')?.focus();
  }, [isOpen, mounted]);

  const validate = (next: Values): FieldErrors => {
    const result = inquiryInputSchema.safeParse(next);
    return result.success ? {} : firstErrorPerField(result.error.issues);
  };

  /** What the form holds now (a locked service field is disabled, so FormData leaves it out). */
  const readValues = (form: HTMLFormElement): Values => {
    const data = new FormData(form);
    const read = (field: Field) => formText(data, field);
    return {
      name: read('name'),
      email: read('email'),
      phone: read('phone'),
      company: read('company'),
      serviceType: serviceLocked ? serviceType : read('serviceType'),
      message: read('message'),
    };
  };

  // After a failed submit, each field's message updates as the visitor fixes it.
  const onInput = (event: InputEvent<HTMLInputElement | HTMLTextAreaElement>) => {
    const { name, form } = event.currentTarget;
    if (validateOnChange && form) setErrors((current) => ({ ...current, [name]: validate(readValues(form))[name as Field] ?? '' }));
  };

  const focusFirstError = (found: FieldErrors) => {
    const first = FIELD_ORDER.find((field) => found[field]);
    if (first) formRef.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
  };

  const onSubmit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting) return;
    const parsed = inquiryInputSchema.safeParse(readValues(event.currentTarget));
    const honeypot = formText(new FormData(event.currentTarget), 'website');
    if (!parsed.success) {
      const found = firstErrorPerField(parsed.error.issues);
      setErrors(found);
      setValidateOnChange(true);
      focusFirstError(found);
      return;
    }
    setSubmitting(true);
    try {
      // The honeypot goes along only when a bot filled it; the server then stores nothing.
      // With no connection the inquiry waits in the outbox and is sent when the signal returns.
      const outcome = await submitWithOutbox('inquiry', '/api/inquiries', honeypot ? { ...parsed.data, website: honeypot } : parsed.data);
      toast(
        outcome === 'sent'
          ? { title: INQUIRY_TEXT.successTitle, description: INQUIRY_TEXT.successDescription }
          : { title: INQUIRY_TEXT.queuedTitle, description: INQUIRY_TEXT.queuedDescription },
      );
      document.dispatchEvent(new CustomEvent(PAGE_EVENTS.counted, { detail: 'inquiry' }));
      formRef.current?.reset();
      setServiceType('');
      setServiceLocked(false);
      setErrors({});
      setValidateOnChange(false);
      dialogRef.current?.close();
    } catch (error) {
      const found = serverFieldErrors(error);
      if (found) {
        setErrors(found);
        setValidateOnChange(true);
        focusFirstError(found);
      }
      toast({ title: INQUIRY_TEXT.failureTitle, description: INQUIRY_TEXT.failureDescription, variant: 'destructive' });
    } finally {
      setSubmitting(false);
    }
  };

  const field = (name: Field) => ({ id: `${id}-${name}`, name, error: errors[name] });

  return (
    <dialog
      ref={dialogRef}
      className="modal"
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-description`}
      onClose={() => setIsOpen(false)}
    >
      {mounted && (
        <>
          <div className="mb-4 flex items-start justify-between gap-4">
            <div>
              <h2 id={`${id}-title`} className="text-2xl font-bold">
                {INQUIRY_TEXT.title}
              </h2>
              <p id={`${id}-description`} className="muted mt-1 text-sm">
                {INQUIRY_TEXT.description}
              </p>
            </div>
            <CloseButton onClick={() => dialogRef.current?.close()} disabled={submitting} />
          </div>
          <form ref={formRef} noValidate onSubmit={(event) => void onSubmit(event)} className="flex flex-col gap-4">
            <FormField {...field('name')} label="Name" required autoComplete="name" defaultValue="" onInput={onInput} />
            <FormField {...field('email')} label="Email" required type="email" autoComplete="email" defaultValue="" onInput={onInput} />
            <FormField {...field('phone')} label="Phone" required type="tel" autoComplete="tel" defaultValue="" onInput={onInput} />
            <FormField {...field('company')} label="Company" optional autoComplete="organization" defaultValue="" onInput={onInput} />
            <FormField
              {...field('serviceType')}
              key={openings}
              label="Service of interest"
              optional
              autoComplete="off"
              disabled={serviceLocked}
              defaultValue={serviceType}
              onInput={onInput}
              hint={serviceLocked && <p className="muted mt-1 text-sm">{INQUIRY_TEXT.lockedServiceHint}</p>}
            />
            <FormField {...field('message')} label="Message" required textarea rows={4} defaultValue="" onInput={onInput} />
            {/* Honeypot: invisible to people and assistive technology; bots fill it in. */}
            <div className="sr-only" aria-hidden="true">
              <label htmlFor={`${id}-website`}>Website</label>
              <input id={`${id}-website`} name="website" tabIndex={-1} autoComplete="off" defaultValue="" />
            </div>
            <div className="flex flex-wrap justify-end gap-3">
              <button type="button" className="btn btn-outline" onClick={() => dialogRef.current?.close()} disabled={submitting}>
                Cancel
              </button>
              <button type="submit" className="btn btn-primary" disabled={submitting}>
                {submitting ? 'Submitting...' : 'Submit Inquiry'}
              </button>
            </div>
          </form>
        </>
      )}
    </dialog>
  );
}
