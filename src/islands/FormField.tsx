import type { InputHTMLAttributes, ReactNode, TextareaHTMLAttributes } from 'react';

interface FieldProps {
  /** The control's id; its error text is `${id}-error`. */
  id: string;
  name: string;
  /** Plain text: the marker joins it as one text node, so the server render has no `<!-- -->`. */
  label: string;
  /** Sets `required` and shows the `*` marker (hidden from screen readers, which hear "required"). */
  required?: boolean;
  /** Shows "(optional)" after the label. */
  optional?: boolean;
  /** Shown under the control and tied to it with aria-invalid and aria-describedby. */
  error?: string;
  /** Shown under the control, above the error. */
  hint?: ReactNode;
}

type ControlProps<Attributes> = Omit<Attributes, 'id' | 'name' | 'required' | 'className'>;
type Props = FieldProps &
  (
    | ({ textarea?: false } & ControlProps<InputHTMLAttributes<HTMLInputElement>>)
    | ({ textarea: true } & ControlProps<TextareaHTMLAttributes<HTMLTextAreaElement>>)
  );

/**
 * One labelled form field: label (with its required or optional marker), an uncontrolled input or
 * textarea with class `field`, and its error text. Other attributes go to the control in the order
 * given, after id, name and class, so the server-rendered markup is what the forms wrote by hand.
 */
export function FormField({ id, name, label, required, optional, error, hint, ...control }: Props) {
  const errorId = `${id}-error`;
  const errorProps = error ? { 'aria-invalid': true as const, 'aria-describedby': errorId } : {};
  const marker = required ? <span aria-hidden="true">*</span> : optional ? <span className="muted font-normal">(optional)</span> : null;
  return (
    <div>
      <label className="label" htmlFor={id}>
        {marker ? `${label} ` : label}
        {marker}
      </label>
      {control.textarea ? (
        <textarea id={id} name={name} className="field" {...withoutFlag(control)} required={required} {...errorProps} />
      ) : (
        <input id={id} name={name} className="field" {...withoutFlag(control)} required={required} {...errorProps} />
      )}
      {hint}
      {error ? (
        <p id={errorId} className="field-error mt-1">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** The control's own attributes, without the prop that chose it. */
function withoutFlag<T extends { textarea?: boolean }>({ textarea: _textarea, ...attributes }: T) {
  return attributes;
}
