import { useEffect, useId, useRef, useState, type ChangeEvent, type SubmitEvent } from 'react';
import { firstErrorPerField, serverFieldErrors, type FieldErrors } from '../lib/forms';
import { OPEN_INQUIRY_EVENT, INQUIRY_TEXT, readServiceType } from '../lib/inquiry';
import { takePendingRequestDetail } from '../lib/pending-requests';
import { CloseButton } from './CloseButton';
import { inquiryInputSchema } from '../lib/schemas/inquiry';
import { submitWithOutbox } from '../lib/submit-with-outbox';
import { toast } from '../stores/toasts';

const EMPTY = { name: '', email: '', phone: '', company: '', serviceType: '', message: '' };
type Values = typeof EMPTY;
type Field = keyof Values;

/** Field order, so focus goes to the first invalid field. */
const FIELD_ORDER: readonly Field[] = ['name', 'email', 'phone', 'company', 'serviceType', 'message'];

/**
 * The one inquiry dialog (spec §4, §5, §8), opened by `open-inquiry` events from Get Started,
 * program and consultation buttons; `detail.serviceType` prefills (and locks) the service field.
 * The server renders only the closed <dialog>; the form renders once the island has mounted, so
 * the page's HTML stays small.
 */
export default function InquiryDialog() {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const [mounted, setMounted] = useState(false);
  const [isOpen, setIsOpen] = useState(false);
  const [values, setValues] = useState<Values>(EMPTY);
  const [honeypot, setHoneypot] = useState('');
  const [serviceLocked, setServiceLocked] = useState(false);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [validateOnChange, setValidateOnChange] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const id = useId();

  useEffect(() => {
    setMounted(true);
    const open = (detail: unknown) => {
      const serviceType = readServiceType(detail);
      // Keep what the visitor already typed; only the service follows the button they chose.
      setValues((current) => ({ ...current, serviceType }));
      setServiceLocked(serviceType !== '');
      setErrors({});
      setValidateOnChange(false);
      setIsOpen(true);
    };
    const onOpen = (event: Event) => open(event instanceof CustomEvent ? event.detail : undefined);
    document.addEventListener(OPEN_INQUIRY_EVENT, onOpen);
    const pending = takePendingRequestDetail(OPEN_INQUIRY_EVENT);
    if (pending) open(pending.detail);
    return () => document.removeEventListener(OPEN_INQUIRY_EVENT, onOpen);
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

  const onChange = (field: Field) => (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
    const next = { ...values, [field]: event.target.value };
    setValues(next);
    // After a failed submit, each field's message updates as the visitor fixes it.
    if (validateOnChange) setErrors((current) => ({ ...current, [field]: validate(next)[field] ?? '' }));
  };

  const focusFirstError = (found: FieldErrors) => {
    const first = FIELD_ORDER.find((field) => found[field]);
    if (first) formRef.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
  };

  const onSubmit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting) return;
    const parsed = inquiryInputSchema.safeParse(values);
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
      setValues(EMPTY);
      setHoneypot('');
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

  const fieldId = (field: Field) => `${id}-${field}`;
  const errorId = (field: Field) => `${id}-${field}-error`;
  const errorProps = (field: Field) => (errors[field] ? { 'aria-invalid': true as const, 'aria-describedby': errorId(field) } : {});
  const errorText = (field: Field) =>
    errors[field] ? (
      <p id={errorId(field)} className="field-error mt-1">
        {errors[field]}
      </p>
    ) : null;

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
            <div>
              <label className="label" htmlFor={fieldId('name')}>
                Name <span aria-hidden="true">*</span>
              </label>
              <input
                id={fieldId('name')}
                name="name"
                className="field"
                autoComplete="name"
                required
                value={values.name}
                onChange={onChange('name')}
                {...errorProps('name')}
              />
              {errorText('name')}
            </div>
            <div>
              <label className="label" htmlFor={fieldId('email')}>
                Email <span aria-hidden="true">*</span>
              </label>
              <input
                id={fieldId('email')}
                name="email"
                type="email"
                className="field"
                autoComplete="email"
                required
                value={values.email}
                onChange={onChange('email')}
                {...errorProps('email')}
              />
              {errorText('email')}
            </div>
            <div>
              <label className="label" htmlFor={fieldId('phone')}>
                Phone <span aria-hidden="true">*</span>
              </label>
              <input
                id={fieldId('phone')}
                name="phone"
                type="tel"
                className="field"
                autoComplete="tel"
                required
                value={values.phone}
                onChange={onChange('phone')}
                {...errorProps('phone')}
              />
              {errorText('phone')}
            </div>
            <div>
              <label className="label" htmlFor={fieldId('company')}>
                Company <span className="muted font-normal">(optional)</span>
              </label>
              <input
                id={fieldId('company')}
                name="company"
                className="field"
                autoComplete="organization"
                value={values.company}
                onChange={onChange('company')}
                {...errorProps('company')}
              />
              {errorText('company')}
            </div>
            <div>
              <label className="label" htmlFor={fieldId('serviceType')}>
                Service of interest <span className="muted font-normal">(optional)</span>
              </label>
              <input
                id={fieldId('serviceType')}
                name="serviceType"
                className="field"
                autoComplete="off"
                disabled={serviceLocked}
                value={values.serviceType}
                onChange={onChange('serviceType')}
                {...errorProps('serviceType')}
              />
              {serviceLocked && <p className="muted mt-1 text-sm">{INQUIRY_TEXT.lockedServiceHint}</p>}
              {errorText('serviceType')}
            </div>
            <div>
              <label className="label" htmlFor={fieldId('message')}>
                Message <span aria-hidden="true">*</span>
              </label>
              <textarea
                id={fieldId('message')}
                name="message"
                className="field"
                rows={4}
                required
                value={values.message}
                onChange={onChange('message')}
                {...errorProps('message')}
              />
              {errorText('message')}
            </div>
            {/* Honeypot: invisible to people and assistive technology; bots fill it in. */}
            <div className="sr-only" aria-hidden="true">
              <label htmlFor={`${id}-website`}>Website</label>
              <input
                id={`${id}-website`}
                name="website"
                tabIndex={-1}
                autoComplete="off"
                value={honeypot}
                onChange={(event) => setHoneypot(event.target.value)}
              />
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
