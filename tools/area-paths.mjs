// A remote's area path (its `areas.json`: `legal/*`, `support`) against a page's address, the way the shell's
// router matches it: for the servers and the release check, which run without the router.

/** Whether an area's path (`legal/*`, `support`) covers the page at `pathname`. */
export function inArea(areaPath, pathname) {
  const page = pathname.replace(/\/+$/, '') || '/';
  if (!areaPath.endsWith('/*')) return page === `/${areaPath}`;
  const base = `/${areaPath.slice(0, -2)}`;
  return page === base || page.startsWith(`${base}/`);
}
