/** What happy-dom lacks and the screens use: media queries and document.fonts. */

/** A `matchMedia` answering `true` for the listed queries only. */
export function fakeMatchMedia(matching: readonly string[] = []) {
  return (query: string): MediaQueryList =>
    ({
      matches: matching.includes(query),
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
}

/** happy-dom has no document.fonts, which Mantine's autosizing Textarea listens to. */
export function addDocumentFonts() {
  if ('fonts' in document && document.fonts) return;
  Object.defineProperty(document, 'fonts', {
    configurable: true,
    value: { addEventListener() {}, removeEventListener() {}, ready: Promise.resolve() },
  });
}
