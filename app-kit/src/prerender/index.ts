// Server-side helpers (node): an app's pages rendered per request by its render module, or into its release. Imported
// as `app-kit/prerender`, never by code a browser loads (it brings React's server renderer).
export { type RenderedMarkup, renderMarkup } from './renderMarkup';
export {
  type InShell,
  type PageRenderer,
  pageRenderer,
  type RenderedPage,
  type RenderedPageResponse,
  type RenderedPagesIndex,
  type RenderOptions,
} from './renderPage';
