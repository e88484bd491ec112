// Jest's SWC transform (next/jest) turns import() into require(), which cannot
// load an ES module such as pdfjs-dist. This file is not transformed (.cjs), so
// its import() goes through Jest's ES module loader (--experimental-vm-modules).
module.exports = function importEsm(specifier) {
  return import(specifier);
};
