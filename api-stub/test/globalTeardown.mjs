export default async function globalTeardown() {
  globalThis.__hhPostgres?.stop();
}
