// While the federation runtime's own chunk downloads, the shell reads the remote's manifest itself and has the
// browser preload the remote's entry and the chunks of the module it is about to load. The runtime then finds the
// manifest in the HTTP cache (a release's files are immutable) and each script already on its way, instead of
// asking for one after the other: runtime chunk → manifest → remoteEntry.js → the module's chunks.

interface ManifestFiles {
  metaData?: { remoteEntry?: { name?: string; path?: string } };
  exposes?: Array<{ path?: string; assets?: { js?: { sync?: string[] } } }>;
}

const started = new Set<string>();

/** The scripts a module of the remote needs first, as URLs: its entry, then the module's own chunks. */
export function scriptsOf(manifest: ManifestFiles, manifestUrl: string, exposed: string): string[] {
  const base = new URL('.', manifestUrl); // a release's manifest lies beside its files (publicPath 'auto')
  const entry = manifest.metaData?.remoteEntry;
  const files = entry?.name ? [entry.path ? `${entry.path.replace(/\/$/, '')}/${entry.name}` : entry.name] : [];
  const expose = manifest.exposes?.find((e) => e.path === `./${exposed}`);
  files.push(...(expose?.assets?.js?.sync ?? []));
  return files.map((file) => new URL(file, base).href);
}

function preloadScript(href: string): void {
  if (document.head.querySelector(`link[rel="preload"][href="${CSS.escape(href)}"]`)) return;
  const link = document.createElement('link');
  link.rel = 'preload';
  link.as = 'script';
  link.href = href;
  document.head.append(link);
}

/** Starts the downloads of module `exposed` (`LegalRoutes`) of the remote at `manifestUrl`; once per pair. */
export function warmRemote(manifestUrl: string, exposed: string): void {
  const key = `${manifestUrl} ${exposed}`;
  if (started.has(key)) return;
  started.add(key);
  fetch(manifestUrl)
    .then((response) => (response.ok ? (response.json() as Promise<ManifestFiles>) : null))
    .then((manifest) => {
      if (manifest) for (const href of scriptsOf(manifest, manifestUrl, exposed)) preloadScript(href);
    })
    .catch(() => started.delete(key)); // the runtime's own load reports the failure; a later load tries again
}
