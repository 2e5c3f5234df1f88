export default async function globalTeardown() {
  await Promise.all((globalThis.__SITE__ ?? []).map((h) => h.stop()));
}
