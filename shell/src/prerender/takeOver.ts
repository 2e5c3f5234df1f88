// The browser's side of a prerendered page (renderPages.tsx): the app renders its first view over the HTML's
// in one commit, once the route's code is here, and keeps what the visitor already typed and where the focus is.
import { PRERENDERED_ATTRIBUTE } from './pages';

type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

/**
 * A field as both renders know it: by its `name` (a form field's; its `id` comes from React's useId, which the
 * server and the browser count differently), else its `id`; and which of the fields so called it is.
 */
interface FieldKey {
  by: 'name' | 'id';
  key: string;
  nth: number;
}

/** What a visitor put into a field: its text, or for a checkbox or radio button whether it is checked. */
type Entry = FieldKey & ({ text: string } | { checked: boolean });

export interface PrerenderedView {
  /** Puts what the visitor typed into the app's own fields, gives the focus back, keeps the page where the visitor
   * scrolled it, and shows the page. */
  handOver(): void;
}

const TEXT_LIKE = /^(?:text|email|tel|password|search|url|number|date|)$/;

const fieldsOf = (root: HTMLElement) => [...root.querySelectorAll<Field>('input, textarea, select')];

function keyOf(field: Field, all: Field[]): FieldKey | null {
  const by = field.name ? 'name' : field.id ? 'id' : null;
  if (!by) return null;
  const key = field.getAttribute(by) as string;
  return { by, key, nth: all.filter((f) => f.getAttribute(by) === key).indexOf(field) };
}

const find = (root: HTMLElement, { by, key, nth }: FieldKey): Field | undefined =>
  fieldsOf(root).filter((f) => f.getAttribute(by) === key)[nth];

function entryOf(field: Field): { text: string } | { checked: boolean } | null {
  if (field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio'))
    return field.checked !== field.defaultChecked ? { checked: field.checked } : null;
  if (field instanceof HTMLSelectElement)
    return [...field.options].some((o) => o.selected !== o.defaultSelected) ? { text: field.value } : null;
  if (field instanceof HTMLInputElement && !TEXT_LIKE.test(field.type)) return null;
  return field.value !== field.defaultValue ? { text: field.value } : null;
}

/** Sets a field the way typing does, so React and react-hook-form see the change. */
function retype(field: Field, entry: Entry) {
  if ('checked' in entry) {
    if (field instanceof HTMLInputElement && field.checked !== entry.checked) field.click();
    return;
  }
  const setter = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')?.set;
  setter?.call(field, entry.text);
  field.dispatchEvent(new Event(field instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }));
}

/**
 * The prerendered view in `root`, if the page came with one: call it before the app renders into `root`, and
 * `handOver` once that first render is committed. The render may take several tasks (it yields to the browser):
 * the visitor can go on typing meanwhile, so what they typed and where the focus is are read at the hand-over.
 */
export function prerenderedView(root: HTMLElement): PrerenderedView | null {
  if (!root.hasAttribute(PRERENDERED_ATTRIBUTE)) return null;
  const all = fieldsOf(root);
  let focused: Field | null = all.find((f) => f === document.activeElement) ?? null;
  const follow = (event: FocusEvent) => {
    focused = all.find((f) => f === event.target) ?? null;
  };
  document.addEventListener('focusin', follow);
  // Something in the app's first commit may scroll the page (the layout's focus or scrolling, before the hand-over):
  // a visitor who was reading further down stays where they were.
  let scrolled = window.scrollY;
  const trackScroll = () => {
    scrolled = window.scrollY;
  };
  window.addEventListener('scroll', trackScroll, { passive: true });
  return {
    handOver() {
      document.removeEventListener('focusin', follow);
      window.removeEventListener('scroll', trackScroll);
      // the view's fields are out of the page now, but still hold what was typed up to the app's commit
      for (const field of all) {
        const key = keyOf(field, all);
        const entry = key && entryOf(field);
        const target = entry && find(root, key);
        if (key && entry && target) retype(target, { ...key, ...entry });
      }
      const focusedKey = focused && keyOf(focused, all);
      if (focusedKey) find(root, focusedKey)?.focus();
      // The scroll position, and the view's marks, in the next frame before it is painted: read now, the position
      // would have the browser lay the whole new page out inside the commit's task (its longest), and the frame
      // lays it out anyway.
      requestAnimationFrame(() => {
        if (window.scrollY !== scrolled) window.scrollTo(0, scrolled);
        root.removeAttribute(PRERENDERED_ATTRIBUTE);
        delete document.documentElement.dataset.prerendered;
      });
    },
  };
}
