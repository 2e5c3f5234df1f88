import { matchPath, type Params } from 'react-router-dom';
import type { Role } from 'shared-auth';

/** A part of the URL space a remote serves, and the exposed module that renders it. */
export interface RemoteArea {
  path: string;
  module: string;
  role?: Role;
  /** A user of another role is logged out before going to /login (the student dashboard's rule). */
  clearOnMismatch?: boolean;
  /**
   * API paths (GET) a screen of the area asks for first: the shell starts them while the area's code is on its way,
   * and the screen takes their answers (shared-auth `startEarly`). A list: those of the area's own address. By
   * address (`/student/hostels/:id` → `/api/hostels/:id`): those of each page, its parameters put into the paths.
   */
  data?: string[] | Record<string, string[]>;
  /**
   * The picture a page shows largest, named by where its address is in one of those answers (`/api/hostels/:id` →
   * `images.0`): the shell fetches it as soon as that answer is here, while the screen's code is still on its way.
   */
  pictures?: Record<string, string>;
}

/** A request the screen at an address makes first, and where the answer names the page's largest picture. */
export interface EarlyRequest {
  path: string;
  picture?: string;
}

/** Data, not code: each remote's release publishes its areas (`areas.json`) and /deployment.json hands the
 * shell those of the releases this browser gets. Nothing about a remote is compiled into the shell. */
let remoteAreas: RemoteArea[] = [];

export function setRemoteAreas(areas: RemoteArea[]): void {
  remoteAreas = [...areas];
}

export function getRemoteAreas(): readonly RemoteArea[] {
  return remoteAreas;
}

const isRole = (v: unknown): v is Role => v === 'student' || v === 'owner' || v === 'admin';

/** One entry of the deployment file's `areas`, checked (a bad entry is left out, not trusted). */
export function isRemoteArea(value: unknown): value is RemoteArea {
  if (!value || typeof value !== 'object') return false;
  const a = value as Record<string, unknown>;
  return (
    typeof a.path === 'string' &&
    /^[a-z0-9-]+(\/[a-z0-9-]+)*(\/\*)?$/.test(a.path) &&
    typeof a.module === 'string' &&
    /^[a-z_]+\/\w+$/.test(a.module) &&
    (a.role === undefined || isRole(a.role)) &&
    (a.clearOnMismatch === undefined || typeof a.clearOnMismatch === 'boolean') &&
    (a.data === undefined || isDataList(a.data) || isDataByPage(a.data)) &&
    (a.pictures === undefined || isPictures(a.pictures))
  );
}

const API_PATH = /^\/api\/[\w\-/?=&.,%:]*$/;
const PAGE_PATTERN = /^(\/([a-z0-9-]+|:[a-zA-Z]+))+$/;
const isDataList = (list: unknown): list is string[] =>
  Array.isArray(list) && list.every((d) => typeof d === 'string' && API_PATH.test(d) && !d.includes(':'));
/** Each address's paths name only parameters the address has. */
const isDataByPage = (data: unknown): data is Record<string, string[]> =>
  !!data &&
  typeof data === 'object' &&
  !Array.isArray(data) &&
  Object.entries(data).every(([page, list]) => {
    const params = new Set(page.match(/:[a-zA-Z]+/g));
    return (
      PAGE_PATTERN.test(page) &&
      Array.isArray(list) &&
      list.every(
        (d) => typeof d === 'string' && API_PATH.test(d) && (d.match(/:[a-zA-Z]+/g) ?? []).every((p) => params.has(p)),
      )
    );
  });

/** Each picture is a dotted path (`images.0`, `hostels.0.imageUrl`) into the answer of an API path. */
const isPictures = (pictures: unknown): pictures is Record<string, string> =>
  !!pictures &&
  typeof pictures === 'object' &&
  !Array.isArray(pictures) &&
  Object.entries(pictures).every(
    ([from, at]) => API_PATH.test(from) && typeof at === 'string' && /^\w+(\.\w+)*$/.test(at),
  );

/** The area that serves `pathname`, if a remote owns it. */
export function remoteAreaFor(pathname: string, areas: readonly RemoteArea[] = remoteAreas): RemoteArea | undefined {
  return areas.find((a) => matchPath({ path: `/${a.path}`, end: true }, pathname));
}

/** The remote module that renders `pathname`, if a remote owns it. */
export function remoteModuleFor(pathname: string): string | undefined {
  return remoteAreaFor(pathname)?.module;
}

/** The area's own address (`legal/*` → `/legal`): where its first screen's data (`data`, a list) belongs. */
const areaAddress = (area: RemoteArea): string => `/${area.path.replace(/\/\*$/, '')}`;

/** A parameter of the address as the screen reads it (react-router's params are decoded). */
function decoded(value = ''): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/**
 * The API paths the screen at `pathname` asks for first (its area's `data`), for a visitor of `role`, each with
 * where its answer names the page's largest picture (the area's `pictures`): none for an address with a query (the
 * screen asks for what the query says), nor for an area of another role.
 */
export function earlyDataFor(
  pathname: string,
  search: string,
  role: Role | undefined,
  areas = remoteAreas,
): EarlyRequest[] {
  if (search && search !== '?') return [];
  const area = areas.find((a) => matchPath({ path: `/${a.path}`, end: true }, pathname));
  if (!area?.data || (area.role && area.role !== role)) return [];
  const request = (template: string, params: Params = {}): EarlyRequest => {
    const path = template.replace(/:([a-zA-Z]+)/g, (_, name: string) => encodeURIComponent(decoded(params[name])));
    const picture = area.pictures?.[template];
    return picture ? { path, picture } : { path };
  };
  if (Array.isArray(area.data)) return pathname === areaAddress(area) ? area.data.map((p) => request(p)) : [];
  for (const [page, paths] of Object.entries(area.data)) {
    const params = matchPath({ path: page, end: true }, pathname)?.params;
    if (params) return paths.map((p) => request(p, params));
  }
  return [];
}
