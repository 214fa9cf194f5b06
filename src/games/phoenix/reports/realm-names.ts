/** Realms as people read them: the name, never the id (ids are keys in files and orders). */
export interface RealmName {
  readonly id: string;
  readonly name: string;
}

/** A function that writes every realm id standing as a word in a text as the realm's name. */
export function realmNamer(realms: Iterable<RealmName>): (text: string) => string {
  const names = new Map<string, string>();
  for (const realm of realms) if (realm.id !== realm.name) names.set(realm.id, realm.name);
  if (names.size === 0) return (text) => text;
  // Longer ids first, so that an id that starts another is not matched inside it.
  const ids = [...names.keys()].sort((a, b) => b.length - a.length);
  const pattern = new RegExp(`(?<![\\p{L}\\d/-])(${ids.join('|')})(?![\\p{L}\\d/-])`, 'gu');
  return (text) => text.replace(pattern, (id) => names.get(id) ?? id);
}
