/** What a visitor has entered in one control of a form: read from the plain form, written into the live one. */
export interface ControlState {
  name: string;
  value?: string;
  checked?: boolean;
  files?: FileList;
}

const notEntered = new Set(['hidden', 'submit', 'button', 'reset', 'image']);
const choices = new Set(['checkbox', 'radio']);

type Control = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;
const isControl = (element: unknown): element is Control =>
  element instanceof HTMLInputElement || element instanceof HTMLSelectElement || element instanceof HTMLTextAreaElement;
const isChoice = (element: Control) => element instanceof HTMLInputElement && choices.has(element.type);

/** The control inside `within` that has focus, by name (and value, for a choice). */
export function focusedControl(within: Node): ControlState | undefined {
  const element = document.activeElement;
  return isControl(element) && element.name && within.contains(element) ? { name: element.name, value: element.value } : undefined;
}

/** The control of a form with this name (and value, for a choice). */
export function findControl(form: HTMLFormElement, { name, value }: ControlState) {
  return [...form.elements].filter(isControl).find((element) => element.name === name && (!isChoice(element) || element.value === value));
}

/** Everything entered in a form's named controls (hidden values come from the page, not the visitor). */
export function readControls(form: HTMLFormElement | null): ControlState[] {
  return [...(form?.elements ?? [])].flatMap((element): ControlState[] => {
    if (element instanceof HTMLInputElement) {
      if (!element.name || notEntered.has(element.type)) return [];
      if (isChoice(element)) return [{ name: element.name, value: element.value, checked: element.checked }];
      if (element.type === 'file') return element.files?.length ? [{ name: element.name, files: element.files }] : [];
      return [{ name: element.name, value: element.value }];
    }
    if (element instanceof HTMLSelectElement || element instanceof HTMLTextAreaElement) return element.name ? [{ name: element.name, value: element.value }] : [];
    return [];
  });
}

/** Writes what was read from one form into another with the same controls; a chosen file is checked as if just chosen. */
export function copyControls(controls: ControlState[], form: HTMLFormElement) {
  for (const control of controls) {
    const element = findControl(form, control);
    if (element instanceof HTMLInputElement && control.checked !== undefined) element.checked = control.checked;
    else if (element instanceof HTMLInputElement && control.files) {
      element.files = control.files;
      element.dispatchEvent(new Event('change', { bubbles: true }));
    } else if (element && control.value !== undefined) element.value = control.value;
  }
}

/** Calls back once the page has loaded and the browser has a moment to spare; returns how to call that off. */
export function whenIdleAfterLoad(callback: () => void) {
  let cancel = () => window.removeEventListener('load', whenIdle);
  function whenIdle() {
    if ('requestIdleCallback' in window) {
      const id = window.requestIdleCallback(callback, { timeout: 2000 });
      cancel = () => window.cancelIdleCallback(id);
    } else {
      const id = setTimeout(callback, 200);
      cancel = () => clearTimeout(id);
    }
  }
  if (document.readyState === 'complete') whenIdle();
  else window.addEventListener('load', whenIdle, { once: true });
  return () => cancel();
}
