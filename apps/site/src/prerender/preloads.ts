// Module preloads of a page's chunks, from the client build's manifest: the browser fetches them with the
// entry instead of after it, so a pre-rendered page is hydrated one round trip sooner.

type ManifestChunk = { file: string; imports?: string[]; isEntry?: boolean };
export type ViteManifest = Record<string, ManifestChunk>;

/** The files of `key`'s chunk and of every chunk it imports statically. */
function chunkFiles(manifest: ViteManifest, key: string, into = new Set<string>()): Set<string> {
  const chunk = manifest[key];
  if (!chunk || into.has(chunk.file)) return into;
  into.add(chunk.file);
  for (const next of chunk.imports ?? []) chunkFiles(manifest, next, into);
  return into;
}

/** `<link rel="modulepreload">` tags of `module`'s chunks that the entry (in index.html already) does not load. */
export function preloadTags(manifest: ViteManifest | null, module: string): string {
  if (!manifest?.[module]) return '';
  const loaded = new Set<string>();
  for (const [key, chunk] of Object.entries(manifest)) if (chunk.isEntry) chunkFiles(manifest, key, loaded);
  return [...chunkFiles(manifest, module)]
    .filter((file) => !loaded.has(file) && file.endsWith('.js'))
    .map((file) => `<link rel="modulepreload" crossorigin href="/${encodeURI(file)}">`)
    .join('');
}
