/**
 * Counts by key in a fixed amount of memory (docs/decisions/058): at most
 * `limit` keys. Keys live in two generations; when the newer one is full the
 * older one is dropped whole and the newer one takes its place, so what is
 * forgotten first is what was last touched longest ago, at a constant cost per
 * call (a Map emptied from its front one key at a time is slow to iterate).
 */
export class BoundedCounts {
  private recent = new Map<string, number>();
  private older = new Map<string, number>();

  constructor(private readonly limit: number) {}

  get(key: string): number | undefined {
    return this.recent.get(key) ?? this.older.get(key);
  }

  set(key: string, count: number) {
    if (!this.recent.has(key)) {
      this.older.delete(key);
      if (this.recent.size >= this.limit / 2) {
        this.older = this.recent;
        this.recent = new Map();
      }
    }
    this.recent.set(key, count);
  }

  delete(key: string) {
    this.recent.delete(key);
    this.older.delete(key);
  }

  clear() {
    this.recent = new Map();
    this.older = new Map();
  }

  get size() {
    return this.recent.size + this.older.size;
  }
}
