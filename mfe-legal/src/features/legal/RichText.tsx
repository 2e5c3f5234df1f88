import { Fragment, type ReactNode } from 'react';
import { Link } from 'react-router-dom';

const TOKEN = /\[([^\]]+)\]\(([^)\s]+)\)|\*\*([^*]+)\*\*/g;

/** The text without its markup, as a description for search engines and link previews. */
export const plainText = (text: string): string => text.replace(TOKEN, (_all, label, _href, bold) => label ?? bold);

/** Renders the inline markup of legal text: [label](href) links and **bold**. Internal paths use the router. */
export function RichText({ text }: { text: string }) {
  const parts: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(TOKEN)) {
    const at = match.index ?? 0;
    if (at > last) parts.push(text.slice(last, at));
    const [, label, href, bold] = match;
    if (bold) parts.push(<strong key={at}>{bold}</strong>);
    else if (href.startsWith('/'))
      parts.push(
        <Link key={at} to={href}>
          {label}
        </Link>,
      );
    else
      parts.push(
        <a key={at} href={href}>
          {label}
        </a>,
      );
    last = at + match[0].length;
  }
  if (last < text.length) parts.push(text.slice(last));
  return (
    <>
      {parts.map((p, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one fixed text never reorder.
        <Fragment key={i}>{p}</Fragment>
      ))}
    </>
  );
}
