// What every app shares as `react-router-dom`: the parts of React Router the apps use, and nothing else.
// A shared package is provided whole (no app can know what another will import), so sharing React Router itself
// puts all of it, server rendering and framework mode included, on every page: 61 kB gzip. Provided through this
// list, webpack keeps only what the names below need (about 16 kB: no data router, see shell/src/routes.tsx). Still one router on the page: this module is
// the singleton, and React Router is bundled inside it. An app that imports a name missing here fails
// tools/webpack/react-router-dom.test.ts.
export {
  BrowserRouter,
  generatePath,
  Link,
  matchPath,
  Navigate,
  NavLink,
  Outlet,
  Route,
  Routes,
  useLocation,
  useNavigate,
  useNavigationType,
  useParams,
  useSearchParams,
} from 'react-router';
