// Next's own polyfill module (next/dist/build/polyfills/polyfill-module), replaced
// by this file through next.config.ts's resolve alias. Next 16 supports Chrome and
// Edge 111+, Firefox 111+ and Safari 16.4+, which all have String#trimStart/trimEnd,
// Symbol#description, Array#flat/flatMap/at, Promise#finally, Object.fromEntries and
// Object.hasOwn: shipping those to every reader is legacy JavaScript. URL.canParse
// came later (Chrome 120, Safari 17), so it alone is kept, as Next wrote it.
if (typeof URL !== 'undefined' && !('canParse' in URL)) {
  URL.canParse = function canParse(url, base) {
    try {
      return !!new URL(url, base);
    } catch {
      return false;
    }
  };
}
