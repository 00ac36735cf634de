'use client';

import { createElement, Suspense, use, useEffect, useLayoutEffect, useRef, useState, type ComponentType } from 'react';
import { flushSync } from 'react-dom';
import { useBrowserValue } from '@/components/ui/use-browser-value';
import { copyControls, findControl, focusedControl, readControls, whenIdleAfterLoad, type ControlState } from './form-handover';
import type * as Forms from './FormsWithMessages';

/**
 * The forms' code (components, rules, message formatting) is no part of a page's first load. The server renders each
 * form in place, and until the visitor needs more than that, the browser keeps its markup as a plain form: the code is
 * fetched once the page has loaded and the browser is idle (at once when a form is touched), and the live form takes
 * the place of the plain one, with everything entered so far, when the form is sent or a file is chosen. Never at a
 * moment of its own, then, so nothing the visitor (or an assistant filling the form) is about to do lands on a field
 * that is about to go. The one exception is a form that shows more live than the server could render (an estimate
 * brought along in the address): it takes over as soon as its code is here and focus is not in it. A form sent before
 * its code is here waits for it; if the code cannot be loaded, it is posted as a plain form.
 */
type FormsCode = typeof Forms;
type PickForm<Props> = (code: FormsCode) => ComponentType<Props>;

let formsCode: Promise<FormsCode> | undefined;
const loadFormsCode = () => (formsCode ??= import('./FormsWithMessages'));

// The server renders each form in place at once, so that it is in the page's markup without scripts. The build drops
// this branch from the browser's code (where `typeof window` is known), and with it the import.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const serverCode: FormsCode | undefined = typeof window === 'undefined' ? require('./FormsWithMessages') : undefined;

/** Renders the form once its code is here: on a page reached by client-side navigation. */
function FormFromCode<Props extends object>({ pick, props }: { pick: PickForm<Props>; props: Props }) {
  // The form components are module-level; `pick` only chooses one.
  return createElement(pick(use(loadFormsCode())), props);
}

const inBrowser = () => true;
/** The frame in which a form's plain markup is handed over to its live version: no box of its own. */
const frameStyle = { display: 'contents' } as const;

/** `showsMoreLive`: whether, on this visit, the live form shows something the plain one lacks. */
function island<Props extends object>(pick: PickForm<Props>, showsMoreLive = () => false) {
  return function FormIsland(props: Props) {
    const frame = useRef<HTMLDivElement>(null);
    // False on the server and while the server's markup is hydrated: that markup is then kept, untouched, as a
    // plain form. True when the form is first rendered in the browser (a page reached by client-side navigation).
    const renderedInBrowser = useBrowserValue(inBrowser, false);
    const [keepsServerForm] = useState(!renderedInBrowser);
    const [code, setCode] = useState(serverCode);
    const handover = useRef<{ controls: ControlState[]; focused?: ControlState; send: boolean }>(undefined);

    useEffect(() => {
      const node = frame.current;
      if (!keepsServerForm || !node || code) return;
      const plainForm = node.querySelector('form');
      let waiting = false;
      let handedOver = false;
      // The live form takes over with what was typed; `send` posts it the scripted way once it is in place. Reading
      // the plain form and putting the live one in its place happen in one step, so nothing typed can fall between.
      // Several reasons to take over may be waiting for the code (a chosen file, then a send): only the first hands
      // over, a later send posts the live form.
      const takeOver = (loaded: FormsCode, send = false) => {
        if (handedOver) {
          if (send) frame.current?.querySelector('form')?.requestSubmit();
          return;
        }
        handedOver = true;
        handover.current = { controls: readControls(plainForm), focused: focusedControl(node), send };
        flushSync(() => setCode(loaded));
      };
      // Not under the visitor's fingers: while focus is in the form, it waits until focus leaves it.
      const whenOutOfUse = (loaded: FormsCode) => {
        if (!node.contains(document.activeElement)) return takeOver(loaded);
        waiting = true;
      };
      const onFocusOut = (event: FocusEvent) => {
        if (waiting && !node.contains(event.relatedTarget as Node | null)) void loadFormsCode().then((loaded) => takeOver(loaded));
      };
      // A chosen file is checked at once by the live form.
      const onChange = (event: Event) => {
        if (event.target instanceof HTMLInputElement && event.target.type === 'file') void loadFormsCode().then((loaded) => takeOver(loaded), () => {});
      };
      const onSubmit = (event: SubmitEvent) => {
        if (!plainForm || plainForm.dataset.plain === 'true') return;
        event.preventDefault();
        loadFormsCode().then(
          (loaded) => takeOver(loaded, true),
          () => {
            // No code: the browser checks and posts the form itself, and the server answers with a page. In a task
            // of its own: while this submit event is still being dispatched, the browser ignores another request.
            plainForm.dataset.plain = 'true';
            plainForm.noValidate = false;
            setTimeout(() => plainForm.requestSubmit());
          },
        );
      };
      // With scripts running, the rules of the live form speak, not the browser's own checks.
      if (plainForm) plainForm.noValidate = true;
      const prefetch = () => void loadFormsCode().catch(() => {});
      node.addEventListener('focusin', prefetch);
      node.addEventListener('pointerdown', prefetch);
      node.addEventListener('focusout', onFocusOut);
      node.addEventListener('change', onChange);
      node.addEventListener('submit', onSubmit, true);
      const cancelIdle = whenIdleAfterLoad(() => loadFormsCode().then(showsMoreLive() ? whenOutOfUse : undefined, () => {}));
      return () => {
        cancelIdle();
        node.removeEventListener('focusin', prefetch);
        node.removeEventListener('pointerdown', prefetch);
        node.removeEventListener('focusout', onFocusOut);
        node.removeEventListener('change', onChange);
        node.removeEventListener('submit', onSubmit, true);
      };
    }, [keepsServerForm, code]);

    // Before the browser paints the live form: what was typed, and the post the visitor asked for.
    useLayoutEffect(() => {
      const { current } = handover;
      const liveForm = frame.current?.querySelector('form');
      if (!current || !liveForm) return;
      handover.current = undefined;
      copyControls(current.controls, liveForm);
      if (current.focused) findControl(liveForm, current.focused)?.focus({ preventScroll: true });
      if (current.send) liveForm.requestSubmit();
    }, [code]);

    if (code) {
      return (
        <div key="live" ref={frame} style={frameStyle}>
          {createElement(pick(code), props)}
        </div>
      );
    }
    if (keepsServerForm) {
      // React leaves the server's markup of an element with inner HTML as it is; the form lives on there as plain HTML.
      return <div key="plain" ref={frame} style={frameStyle} dangerouslySetInnerHTML={{ __html: '' }} suppressHydrationWarning />;
    }
    return (
      <div key="live" ref={frame} style={frameStyle}>
        <Suspense>
          <FormFromCode pick={pick} props={props} />
        </Suspense>
      </div>
    );
  };
}

const bringsEstimate = () => new URLSearchParams(window.location.search).has('estimate');

export const ContactForm = island((code) => code.ContactFormWithMessages, bringsEstimate);
export const ApplicationForm = island((code) => code.ApplicationFormWithMessages);
