import { type RefObject, useEffect, useRef } from 'react';

/**
 * Hands `apply` the fields of `form` named in `shown` (its state's values) whose value on screen differs from it, once,
 * when the form mounts: on a page the app hydrated, what the visitor chose or typed on the server's HTML before
 * that. React keeps such a value on screen but calls no `onChange` (its replay, react#33129, is behind a flag), and
 * a controlled field's next render would put the state's value back. A form the app rendered itself shows its state.
 * Runs in the mount's effects, where a router may navigate; React renders nothing before them.
 */
export function useChangesBeforeHydration(
  form: RefObject<HTMLFormElement | null>,
  shown: Record<string, string>,
  apply: (changed: Record<string, string>) => void,
): void {
  const atMount = useRef({ shown, apply });
  useEffect(() => {
    const fields = form.current?.elements;
    if (!fields) return;
    const changed: Record<string, string> = {};
    for (const [name, value] of Object.entries(atMount.current.shown)) {
      const field = fields.namedItem(name);
      const onScreen =
        field instanceof HTMLInputElement || field instanceof HTMLSelectElement || field instanceof HTMLTextAreaElement
          ? field.value
          : value;
      if (onScreen !== value) changed[name] = onScreen;
    }
    if (Object.keys(changed).length) atMount.current.apply(changed);
  }, [form]);
}
