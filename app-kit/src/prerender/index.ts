// Server-side helpers (node): an app's pages rendered into its release, or per request by its render module. Imported as `app-kit/prerender`, never by
// code a browser loads (it brings React's server renderer).
export { type RenderedMarkup, renderMarkup } from './renderMarkup';
export { type RenderedSection, renderSection, sectionFile, sectionFiles } from './renderSection';
export {
  asPrerenderUser,
  markSessionFields,
  prerenderUser,
  SESSION_ATTRIBUTE,
  SESSION_FIELDS,
  SESSION_SOURCE_ATTRIBUTE,
  type SessionField,
} from './session';
export {
  type InShell,
  type PageRenderer,
  pageRenderer,
  type RenderedPage,
  type RenderedPageResponse,
  type RenderedPagesIndex,
  type RenderOptions,
} from './renderPage';
