/**
 * A small least-recently-used map bounded by total weight (entry count by default, bytes for serialized
 * answers). Map keeps insertion order, so re-inserting on read moves an entry to the end and the first
 * key is always the least recently used one.
 */
export class LruCache<K, V> {
  private readonly map = new Map<K, { value: V; weight: number }>();
  private total = 0;

  constructor(private readonly capacity: number) {}

  get size(): number {
    return this.map.size;
  }

  get weight(): number {
    return this.total;
  }

  get(key: K): V | undefined {
    const entry = this.map.get(key);
    if (entry === undefined) return undefined;
    this.map.delete(key);
    this.map.set(key, entry);
    return entry.value;
  }

  set(key: K, value: V, weight = 1): void {
    // Something larger than the whole cache is not worth evicting everything else for.
    if (weight > this.capacity) return;
    this.delete(key);
    this.map.set(key, { value, weight });
    this.total += weight;
    while (this.total > this.capacity) {
      const oldest = this.map.keys().next().value as K;
      this.delete(oldest);
    }
  }

  delete(key: K): void {
    const entry = this.map.get(key);
    if (!entry) return;
    this.map.delete(key);
    this.total -= entry.weight;
  }

  clear(): void {
    this.map.clear();
    this.total = 0;
  }
}
