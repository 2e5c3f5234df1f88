/**
 * Answers of costly queries kept in this process under a version that the database moves on every change
 * (`listing_version`): an answer is served only while the version it was computed under is the current one,
 * so no process serves a result older than the data it has seen. Least recently used answers leave first.
 */
export class ResultCache<T> {
  private version = -1;
  private readonly entries = new Map<string, T>();
  private readonly computing = new Map<string, Promise<T>>();

  constructor(private readonly max = 1000) {}

  get(version: number, key: string): T | undefined {
    if (version !== this.version) return undefined;
    const hit = this.entries.get(key);
    if (hit !== undefined) {
      this.entries.delete(key); // most recently used goes last
      this.entries.set(key, hit);
    }
    return hit;
  }

  set(version: number, key: string, value: T): void {
    if (version !== this.version) {
      if (version < this.version) return; // computed before a change another request has already seen
      this.entries.clear();
      this.version = version;
    }
    this.entries.set(key, value);
    if (this.entries.size > this.max) this.entries.delete(this.entries.keys().next().value as string);
  }

  /**
   * The answer under `key` at `version`: kept, or computed by `compute` once for every caller that asks while
   * it runs (after a change, the requests of a popular search then wait for one count instead of each running
   * it). A computation that fails is not kept.
   */
  once(version: number, key: string, compute: () => Promise<T>): Promise<T> {
    const kept = this.get(version, key);
    if (kept !== undefined) return Promise.resolve(kept);
    const id = `${version} ${key}`;
    const running = this.computing.get(id);
    if (running) return running;
    const started = compute().then(
      (value) => {
        this.computing.delete(id);
        this.set(version, key, value);
        return value;
      },
      (error: unknown) => {
        this.computing.delete(id);
        throw error;
      },
    );
    this.computing.set(id, started);
    return started;
  }
}
