// Which file of a package folder (or a dropped set of files) is its entry: the ASSETMAP (IMF, ST 429-9),
// else the MPD, else the Master Playlist (the .m3u8 with EXT-X-STREAM-INF, or the only .m3u8).

/** Playlists looked into for EXT-X-STREAM-INF, for a folder holding several. */
const MAX_PLAYLISTS_LOOKED_AT = 32;

/** `names`: the files at the folder's top level; `textOf` reads one (playlists only). */
export async function choosePackageEntry(
  names: readonly string[],
  textOf: (name: string) => Promise<string>,
): Promise<string | undefined> {
  const sorted = [...names].sort();
  const entry = sorted.find((name) => /^ASSETMAP(\.xml)?$/i.test(name)) ?? sorted.find((name) => /\.mpd$/i.test(name));
  if (entry !== undefined) return entry;
  const playlists = sorted.filter((name) => /\.m3u8?$/i.test(name));
  for (const name of playlists.slice(0, MAX_PLAYLISTS_LOOKED_AT)) {
    if ((await textOf(name)).includes("#EXT-X-STREAM-INF:")) return name;
  }
  return playlists.length === 1 ? playlists[0] : undefined;
}
