// The shell reads a remote release's manifest itself: it tells the federation runtime where the remote's entry is
// (so the runtime carries no manifest code of its own), and while the runtime's chunk downloads the browser already
// preloads the entry and the chunks of the module about to load, instead of one after the other:
// runtime chunk → manifest → remoteEntry.js → the module's chunks.

interface ManifestFiles {
  metaData?: { globalName?: string; remoteEntry?: { name?: string; path?: string; type?: string } };
  exposes?: Array<{ path?: string; assets?: { js?: { sync?: string[] } } }>;
}

/** Where a remote's entry is and how it announces itself: what the federation runtime needs to load it. */
export interface RemoteEntry {
  /** the entry script's URL */
  url: string;
  /** the global the entry script defines (the remote's federation name) */
  globalName: string;
  /** how it defines it ('global', 'var', …) */
  type: string;
}

/** The entry a manifest at `manifestUrl` names; null for a manifest that names none. */
export function entryOf(manifest: ManifestFiles, manifestUrl: string, name: string): RemoteEntry | null {
  const entry = manifest.metaData?.remoteEntry;
  if (!entry?.name) return null;
  const file = entry.path ? `${entry.path.replace(/\/$/, '')}/${entry.name}` : entry.name;
  return {
    url: new URL(file, new URL('.', manifestUrl)).href, // a release's manifest lies beside its files
    globalName: manifest.metaData?.globalName || name,
    type: entry.type || 'global',
  };
}

/** The scripts module `exposed` of the remote needs first, as URLs: its entry, then the module's own chunks. */
export function scriptsOf(manifest: ManifestFiles, manifestUrl: string, exposed: string): string[] {
  const entry = entryOf(manifest, manifestUrl, '');
  const expose = manifest.exposes?.find((e) => e.path === `./${exposed}`);
  const chunks = (expose?.assets?.js?.sync ?? []).map((file) => new URL(file, new URL('.', manifestUrl)).href);
  return entry ? [entry.url, ...chunks] : chunks;
}

function preloadScript(href: string): void {
  if (document.head.querySelector(`link[rel="preload"][href="${CSS.escape(href)}"]`)) return;
  const link = document.createElement('link');
  link.rel = 'preload';
  link.as = 'script';
  link.href = href;
  document.head.append(link);
}

/** A release's manifest never changes: each is read once (a failed read is asked again next time). */
const manifests = new Map<string, Promise<ManifestFiles>>();

function readManifest(manifestUrl: string): Promise<ManifestFiles> {
  let read = manifests.get(manifestUrl);
  if (!read) {
    read = fetch(manifestUrl).then((response) => {
      if (!response.ok) throw new Error(`${manifestUrl}: ${response.status}`);
      return response.json() as Promise<ManifestFiles>;
    });
    read.catch(() => manifests.delete(manifestUrl));
    manifests.set(manifestUrl, read);
  }
  return read;
}

/**
 * The entry of remote `name` from its manifest at `manifestUrl`; the browser starts downloading that entry and the
 * chunks of module `exposed` (`LegalRoutes`) at once. Rejects when the manifest cannot be read or names no entry.
 */
export async function remoteEntryFor(manifestUrl: string, name: string, exposed: string): Promise<RemoteEntry> {
  const manifest = await readManifest(manifestUrl);
  const entry = entryOf(manifest, manifestUrl, name);
  if (!entry) throw new Error(`${manifestUrl} names no remote entry`);
  for (const href of scriptsOf(manifest, manifestUrl, exposed)) preloadScript(href);
  return entry;
}
