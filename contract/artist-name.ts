/**
 * A track names its artist as text (docs/product.md §8: `artist` is not a reference), so a track
 * belongs to the artist whose name is the same, ignoring case and the spaces around it. This is
 * the form two names are compared in, on the server (the pages' links) and in the browser.
 */
export const artistNameKey = (name: string) => name.trim().toLocaleLowerCase()
