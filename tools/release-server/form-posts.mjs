// A form sent by the browser itself: the app sends every form with JavaScript, so a POST reaches a page's address only
// without it (or where it failed). The shell's server answers with the page and a notice at the top of its content
// that says what happened: a contact message is sent on to the API; anything else needs the app, and nothing of what
// was typed is kept or put in an address.

/** What each page's form does without JavaScript, by the page's address (any other page: the generic words). */
const NEEDS_SCRIPTS = {
  '/login': 'Signing in needs JavaScript, which is off or has not loaded in this browser. Nothing was sent.',
  '/register':
    'Creating an account needs JavaScript, which is off or has not loaded in this browser. Nothing was sent.',
  '/forgot-password':
    'Sending a one-time code needs JavaScript, which is off or has not loaded in this browser. Nothing was sent.',
  '/reset-password':
    'Setting a new password needs JavaScript, which is off or has not loaded in this browser. Nothing was sent.',
};
const GENERIC = 'This form needs JavaScript, which is off or has not loaded in this browser. Nothing was sent.';
const TURN_ON = 'Turn JavaScript on (or wait for the page to load) and try again.';

const CONTACT_FIELDS = ['name', 'email', 'message'];
const CONTACT_LIMIT = { name: 100, email: 254, message: 5000 };

/** A form body the browser sends (application/x-www-form-urlencoded), at most `limit` bytes, as an object of its
 * fields (the last value of a repeated one). */
export function registerFormBodies(server, limit = 16_384) {
  server.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: limit },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(body))),
  );
}

/** Whether the form came from a page of this site (a browser names where a POST came from; another site's page
 * could otherwise send a message in a visitor's name). */
function fromThisSite(request, siteOrigin) {
  const site = request.headers['sec-fetch-site'];
  if (site) return site === 'same-origin';
  const origin = request.headers.origin;
  return !origin || origin === siteOrigin;
}

/** Sends a contact form on to the API; the notice says what the API said, in the spec's words. */
async function sendContact(body, api) {
  const payload = Object.fromEntries(
    CONTACT_FIELDS.map((field) => [
      field,
      String(body[field] ?? '')
        .trim()
        .slice(0, CONTACT_LIMIT[field]),
    ]),
  );
  if (CONTACT_FIELDS.some((field) => !payload[field]))
    return { tone: 'error', text: 'Please fill in your name, e-mail and message.' };
  try {
    const response = await fetch(`${api}/api/contact`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(payload),
      signal: AbortSignal.timeout(5000),
    });
    if (response.ok) return { tone: 'success', text: 'Message sent successfully!' };
    const answer = await response.json().catch(() => ({}));
    return {
      tone: 'error',
      text: `Failed to send message: ${answer.message ?? `the server answered ${response.status}`}`,
    };
  } catch {
    return { tone: 'error', text: 'Something went wrong. Please try again later.' };
  }
}

/** The notice for a form sent to `pathname` without JavaScript. */
export async function formPostNotice(request, pathname, { api, siteOrigin }) {
  if (pathname === '/contact' && request.body && typeof request.body === 'object' && fromThisSite(request, siteOrigin))
    return sendContact(request.body, api);
  return { tone: 'info', text: `${NEEDS_SCRIPTS[pathname] ?? GENERIC} ${TURN_ON}` };
}

const escapeHtml = (text) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

const TONES = {
  success: 'background:#f0fdf4;color:#166534',
  error: 'background:#fef2f2;color:#991b1b',
  info: 'background:#eff6ff;color:#1e40af',
};

/** `html` with the notice first in the page's content area (or first in the page when it has none yet). */
export function withNotice(html, { tone, text }) {
  const notice = `<div role="${tone === 'error' ? 'alert' : 'status'}" id="form-answer" style="max-width:560px;margin:1.5rem auto 0;padding:0.75rem 1rem;border:1px solid currentColor;border-radius:10px;${TONES[tone]}"><p style="margin:0">${escapeHtml(text)}</p></div>`;
  const main = /<main\b[^>]*>/.exec(html);
  if (main) return html.slice(0, main.index + main[0].length) + notice + html.slice(main.index + main[0].length);
  return html.replace(/<body[^>]*>/, (body) => body + notice);
}
