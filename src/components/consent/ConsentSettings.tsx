'use client';

import { useEffect, useId, useRef, type KeyboardEvent } from 'react';
import { applyToggle, type Preferences } from '@/lib/consent/consent-record';
import { Button } from '@/components/ui/Button';
import type { ConsentText } from './consent-text';
import styles from './Consent.module.css';

interface ConsentSettingsProps {
  text: ConsentText;
  selection: Preferences;
  onChange: (selection: Preferences) => void;
  onSave: () => void;
  onDecline: () => void;
  onBack: () => void;
}

const focusable = 'button:not([disabled]), input:not([disabled]), a[href]';

/** Keeps Tab and Shift+Tab cycling inside the dialog instead of leaving for the browser's own controls. */
function trapFocus(event: KeyboardEvent<HTMLDialogElement>) {
  if (event.key !== 'Tab') return;
  const elements = [...event.currentTarget.querySelectorAll<HTMLElement>(focusable)];
  const first = elements[0];
  const last = elements[elements.length - 1];
  if (event.shiftKey && document.activeElement === first) {
    event.preventDefault();
    last?.focus();
  } else if (!event.shiftKey && document.activeElement === last) {
    event.preventDefault();
    first?.focus();
  }
}

/** The settings panel: a modal dialog, so focus stays inside until the visitor decides or goes back. */
export function ConsentSettings({ text, selection, onChange, onSave, onDecline, onBack }: ConsentSettingsProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const textId = useId();

  useEffect(() => {
    const element = dialog.current;
    if (element && !element.open) element.showModal();
    return () => element?.close();
  }, []);

  return (
    <dialog
      ref={dialog}
      className={styles.dialog}
      aria-labelledby={titleId}
      aria-describedby={textId}
      onCancel={(event) => {
        event.preventDefault(); // Escape works like "Back".
        onBack();
      }}
      onKeyDown={trapFocus}
    >
      <h2 id={titleId} className={styles.title}>
        {text.dialogTitle}
      </h2>
      <p id={textId} className={styles.text}>
        {text.dialogText}
      </p>
      <ul className={styles.types}>
        <li className={styles.type}>
          <label className={styles.switch}>
            <input type="checkbox" role="switch" checked disabled aria-describedby={`${titleId}-technicals`} />
            <span className={styles.typeName}>{text.technicalsName}</span>
          </label>
          <p id={`${titleId}-technicals`} className={styles.typeText}>
            {text.technicalsText}
          </p>
        </li>
        <li className={styles.type}>
          <label className={styles.switch}>
            <input
              type="checkbox"
              role="switch"
              checked={selection.Marketing}
              onChange={(event) => onChange(applyToggle(event.target.checked))}
              aria-describedby={`${titleId}-marketing`}
            />
            <span className={styles.typeName}>{text.marketingName}</span>
          </label>
          <p id={`${titleId}-marketing`} className={styles.typeText}>
            {text.marketingText}
          </p>
        </li>
      </ul>
      <div className={styles.dialogActions}>
        <Button variant="ghost" onClick={onBack}>
          {text.back}
        </Button>
        <Button variant="secondary" onClick={onDecline}>
          {text.decline}
        </Button>
        <Button variant="primary" onClick={onSave}>
          {text.save}
        </Button>
      </div>
      {/* Shown in the top corner, where visitors look for it; last in the focus order, so the dialog still opens
          with focus on its first choice. */}
      <button type="button" className={styles.close} aria-label={text.close} onClick={onBack}>
        <span aria-hidden="true">×</span>
      </button>
    </dialog>
  );
}
