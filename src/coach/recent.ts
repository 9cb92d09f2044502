/**
 * `compute` with its most recent results kept, by key. Within one answer the coach asks the same
 * question of its indexes several times (the library answer, its rivals in each topic, the objection
 * match of each composer, the grounding for Gemini), and each chat request carries the whole
 * conversation, whose earlier turns the privacy guard reads again every time. Indexes and rules never
 * change while a page or a function lives, so a result is as good the second time. Only for pure
 * functions of the key whose results nobody changes.
 */
export function keepRecent<V>(size: number, compute: (key: string) => V): (key: string) => V {
  const recent = new Map<string, V>();
  return (key) => {
    const known = recent.has(key);
    const value = known ? recent.get(key)! : compute(key);
    // Most recently used last, so the oldest is the first key once the map is full.
    if (known) recent.delete(key);
    recent.set(key, value);
    if (recent.size > size) recent.delete(recent.keys().next().value!);
    return value;
  };
}
