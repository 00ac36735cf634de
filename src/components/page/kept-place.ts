/**
 * What a visitor has entered or opened on a page survives the reload that a consent choice causes and the switch to
 * the other language: the forms' entries and the open sections are kept in this tab's session storage just before,
 * for the page at the address it leads to, and taken out (so gone) as that page starts. Nothing leaves the device. A
 * chosen file cannot be kept; its field says so. Where storage is blocked, nothing is kept.
 */
import { takeSessionItem, writeSessionItem } from '@/lib/browser/session-store';
import { copyControls, readControls, type ControlState } from '@/components/forms/form-handover';

const storageKey = 'keptPlace';

/**
 * The chosen files, which session storage cannot hold: kept in memory, so they survive a client-side navigation
 * (the language switch) but not a reload.
 */
let keptFiles: { path: string; forms: Map<string, ControlState[]> } | undefined;

/** One form's entries, the form told by its kind (a lead form's `data-form`, else its action) and its position among the page's forms of that kind. */
interface KeptForm {
  form: string;
  controls: ControlState[];
  /** The file fields that held a file. */
  lostFiles: string[];
}

interface KeptPlace {
  /** The path of the page that takes it. */
  path: string;
  forms: KeptForm[];
  /** Positions of the open disclosures (`details`) among the page's. */
  open: number[];
  /** An element to bring into view (by id) once restored: the place in a page of the other language. */
  scrollTo?: string;
}

/** Each of the page's forms with the key that finds the same form on the page that follows. */
function keyedForms(): [string, HTMLFormElement][] {
  const seen = new Map<string, number>();
  return [...document.querySelectorAll<HTMLFormElement>('main form')].map((form) => {
    const kind = form.dataset.form ?? form.getAttribute('action') ?? '';
    const index = seen.get(kind) ?? 0;
    seen.set(kind, index + 1);
    return [`${kind}#${index}`, form];
  });
}

const disclosures = () => [...document.querySelectorAll<HTMLDetailsElement>('main details')];

/** The nearest element with an id around the visitor's place: the last open disclosure, else the focused element. */
function placeId(open: HTMLDetailsElement[]): string | undefined {
  const around = open.at(-1) ?? document.activeElement;
  return around?.closest('main [id]')?.id || undefined;
}

/**
 * What the page holds now, for the page at `path`, read in one pass: the place to keep, and the chosen files by form
 * (which only memory can hold); no place when the visitor has entered and opened nothing. `bringIntoView`: the page
 * that takes it is another one (the other language), which opens at the visitor's place.
 */
function readPlace(path: string, bringIntoView: boolean) {
  const files = new Map<string, ControlState[]>();
  const forms = keyedForms().flatMap(([form, element]): KeptForm[] => {
    const all = readControls(element);
    const controls = all.filter((control) => !control.files && (control.checked !== undefined || control.value !== ''));
    const chosen = all.filter((control) => control.files);
    if (chosen.length) files.set(form, chosen);
    const lostFiles = chosen.map((control) => control.name);
    return controls.length || lostFiles.length ? [{ form, controls, lostFiles }] : [];
  });
  const details = disclosures();
  const open = details.flatMap((element, index) => (element.open ? [index] : []));
  if (!forms.length && !open.length) return undefined;
  const place: KeptPlace = { path, forms, open, scrollTo: bringIntoView ? placeId(details.filter((element) => element.open)) : undefined };
  return { place, files };
}

/** Keeps what the page holds for the next page load at `url`: this page's own address for a reload. */
export function keepPlaceFor(url: string | URL) {
  const path = new URL(url, location.href).pathname;
  const read = readPlace(path, path !== location.pathname);
  if (!read) return;
  writeSessionItem(storageKey, JSON.stringify(read.place));
  keptFiles = { path, forms: read.files };
}

/**
 * Puts a kept place back into the page: open sections, entries, a note at each file field that lost its file. A
 * page reached by client-side navigation may render its forms a moment later, as their code arrives: those are
 * filled as they appear, for a few seconds. Returns how to stop waiting.
 */
function applyPlace(place: KeptPlace): () => void {
  const details = disclosures();
  for (const index of place.open) details[index]?.setAttribute('open', '');
  let waiting = place.forms;
  const fill = () => {
    const forms = new Map(keyedForms());
    waiting = waiting.filter((kept) => {
      const form = forms.get(kept.form);
      if (!form) return true;
      const files = keptFiles?.path === place.path ? (keptFiles.forms.get(kept.form) ?? []) : [];
      copyControls([...kept.controls, ...files], form);
      for (const name of kept.lostFiles) if (!files.some((control) => control.name === name)) noteLostFile(form, name);
      return false;
    });
    // A reload keeps the browser's own scroll position; only another page is brought to the place.
    if (!waiting.length && place.scrollTo) document.getElementById(place.scrollTo)?.scrollIntoView({ block: 'start' });
    if (!waiting.length) keptFiles = undefined;
    return waiting.length > 0;
  };
  if (!fill()) return () => {};
  const observer = new MutationObserver(() => fill() || stop());
  const timeout = setTimeout(() => stop(), 10_000);
  const stop = () => {
    observer.disconnect();
    clearTimeout(timeout);
  };
  observer.observe(document.body, { childList: true, subtree: true });
  return stop;
}

/** Says, next to a file field, that its file has to be chosen again; the field carries the sentence. */
function noteLostFile(form: HTMLFormElement, name: string) {
  const input = form.querySelector<HTMLInputElement>(`input[type="file"][name="${CSS.escape(name)}"]`);
  const text = input?.dataset.lostFileNote;
  if (!input || !text) return;
  const note = document.createElement('p');
  note.id = `${input.id}-lost`;
  note.className = 'lost-file-note';
  note.textContent = text;
  input.after(note);
  input.setAttribute('aria-describedby', [input.getAttribute('aria-describedby'), note.id].filter(Boolean).join(' '));
}

/**
 * As a page starts (loaded, or reached by client-side navigation): the place kept for it, if any, put back; whatever
 * was kept is forgotten either way. Returns how to stop filling forms that have not appeared yet.
 */
export function restoreKeptPlace(): (() => void) | undefined {
  const kept = takeSessionItem(storageKey);
  if (!kept) return;
  let place: KeptPlace;
  try {
    place = JSON.parse(kept) as KeptPlace;
  } catch {
    return; // Not what this code keeps: nothing to restore.
  }
  return place.path === location.pathname ? applyPlace(place) : undefined;
}
