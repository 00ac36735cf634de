import type { InputHTMLAttributes, ReactNode, SelectHTMLAttributes, TextareaHTMLAttributes } from 'react';
import styles from './Forms.module.css';

interface FieldFrame {
  /** The form's id prefix, so several forms can share a page. */
  idPrefix: string;
  name: string;
  label: ReactNode;
  hint?: string;
  /** The message shown next to the field, already translated. */
  error?: string;
  optionalLabel?: string;
  /**
   * For a message that appears while the visitor is elsewhere (a chosen CV is checked at once): it is written into an
   * alert region that is there from the start, as regions inserted together with their text are not reliably read.
   */
  announced?: boolean;
}

function frame({ idPrefix, name, hint, error }: FieldFrame) {
  const id = `${idPrefix}-${name}`;
  const describedBy = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ') || undefined;
  return { id, control: { id, name, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy } };
}

function Label({ htmlFor, label, optionalLabel }: { htmlFor: string; label: ReactNode; optionalLabel?: string }) {
  return (
    <label htmlFor={htmlFor} className={styles.label}>
      {label}
      {optionalLabel && <span className={styles.optional}> ({optionalLabel})</span>}
    </label>
  );
}

function Notes({ id, hint, error, announced }: { id: string; hint?: string; error?: string; announced?: boolean }) {
  const message = error && (
    <p id={`${id}-error`} className={styles.error}>
      {error}
    </p>
  );
  return (
    <>
      {hint && (
        <p id={`${id}-hint`} className={styles.hint}>
          {hint}
        </p>
      )}
      {announced ? <div role="alert" className={styles.announcer}>{message}</div> : message}
    </>
  );
}

export function TextField({ idPrefix, name, label, hint, error, optionalLabel, announced, ...input }: FieldFrame & InputHTMLAttributes<HTMLInputElement>) {
  const { id, control } = frame({ idPrefix, name, label, hint, error });
  return (
    <div className={styles.field}>
      <Label htmlFor={id} label={label} optionalLabel={optionalLabel} />
      <input className={styles.input} required={!optionalLabel} {...input} {...control} />
      <Notes id={id} hint={hint} error={error} announced={announced} />
    </div>
  );
}

export function TextAreaField({ idPrefix, name, label, hint, error, optionalLabel, ...textarea }: FieldFrame & TextareaHTMLAttributes<HTMLTextAreaElement>) {
  const { id, control } = frame({ idPrefix, name, label, hint, error });
  return (
    <div className={`${styles.field} ${styles.wide}`}>
      <Label htmlFor={id} label={label} optionalLabel={optionalLabel} />
      <textarea className={styles.input} required={!optionalLabel} rows={6} {...textarea} {...control} />
      <Notes id={id} hint={hint} error={error} />
    </div>
  );
}

export function SelectField({
  idPrefix,
  name,
  label,
  error,
  optionalLabel,
  placeholder,
  options,
  ...select
}: FieldFrame & SelectHTMLAttributes<HTMLSelectElement> & { placeholder: string; options: { value: string; label: string }[] }) {
  const { id, control } = frame({ idPrefix, name, label, error });
  return (
    <div className={styles.field}>
      <Label htmlFor={id} label={label} optionalLabel={optionalLabel} />
      <select className={styles.input} required={!optionalLabel} {...select} {...control}>
        <option value="">{placeholder}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <Notes id={id} error={error} />
    </div>
  );
}

/** Invisible to people (and to assistive technology); bots that fill every field give themselves away. */
export function Honeypot({ name, label }: { name: string; label: string }) {
  return (
    <div className={styles.honeypot} aria-hidden="true">
      <label>
        {label}
        <input type="text" name={name} tabIndex={-1} autoComplete="off" defaultValue="" />
      </label>
    </div>
  );
}
