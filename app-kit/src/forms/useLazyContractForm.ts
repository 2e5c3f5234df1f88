import { useCallback, useRef } from 'react';
import {
  type DefaultValues,
  type FieldErrors,
  type FieldValues,
  type Resolver,
  type ResolverError,
  type UseFormReturn,
  useForm,
} from 'react-hook-form';
import type { z } from 'zod';

/** What the form says when its rules could not be fetched (the connection is down): nothing is sent. */
export const FORM_CHECK_UNAVAILABLE = 'Could not check the form: the connection seems to be down. Please try again.';

/**
 * `useContractForm` for a form that a visitor sees before using it (a page shown before any script, such as the
 * sign-in forms): the schema, zod and the resolver are code of their own, asked for when the visitor first focuses
 * or touches the form (`warm`, on the form's onFocus and onPointerDown) and awaited by the first check. The page
 * then renders and hydrates without constructing a single schema. Same rules, same messages.
 */
export function useLazyContractForm<S extends z.ZodType<FieldValues, FieldValues>>(
  loadSchema: () => Promise<S>,
  defaultValues: DefaultValues<z.input<S>>,
): UseFormReturn<z.input<S>, unknown, z.output<S>> & { warm: () => void } {
  const loading = useRef<Promise<Resolver<z.input<S>, unknown, z.output<S>>> | null>(null);
  const load = useCallback(() => {
    loading.current ??= Promise.all([import('@hookform/resolvers/zod'), loadSchema()]).then(
      ([{ zodResolver }, schema]) =>
        zodResolver(schema as never) as unknown as Resolver<z.input<S>, unknown, z.output<S>>,
    );
    loading.current.catch(() => {
      loading.current = null; // offline for a moment: the next check asks again
    });
    return loading.current;
  }, [loadSchema]);
  const form = useForm<z.input<S>, unknown, z.output<S>>({
    resolver: async (values, context, options) => {
      let check: Resolver<z.input<S>, unknown, z.output<S>>;
      try {
        check = await load();
      } catch {
        const unavailable: ResolverError<z.input<S>> = {
          values: {},
          // a form-wide problem: on no field of S, which TypeScript cannot check for a generic S
          errors: { root: { type: 'unavailable', message: FORM_CHECK_UNAVAILABLE } } as FieldErrors<z.input<S>>,
        };
        return unavailable;
      }
      return check(values, context, options);
    },
    defaultValues,
  });
  const warm = useCallback(() => void load().catch(() => undefined), [load]);
  // A field's default is also the element's own (`defaultValue`): a form rendered before any script (a page rendered
  // ahead of the app) shows it, where react-hook-form sets it only once the app runs. A select showed its first
  // option instead, and hydration then kept that as if the visitor had chosen it. Non-empty text only: a
  // radio button's or a checkbox's default is whether it is checked, which a field's name alone cannot tell.
  const register = ((name, options) => {
    const field = form.register(name, options);
    const initial = name
      .split('.')
      .reduce<unknown>((value, key) => (value as Record<string, unknown> | undefined)?.[key], defaultValues);
    return typeof initial === 'string' && initial ? { ...field, defaultValue: initial } : field;
  }) as typeof form.register;
  return { ...form, register, warm };
}
