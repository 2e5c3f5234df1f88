export default async function globalTeardown() {
  if (process.env.E2E_SITE_STARTED) return;
  await Promise.all((globalThis.__SITE__ ?? []).map((h) => h.stop()));
}
