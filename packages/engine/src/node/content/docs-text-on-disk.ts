/**
 * Docs from which the build keeps no doc's text in memory: the content
 * phase keeps only each file's front matter and digest, and the file is
 * read again when its batch goes to a compile thread; a compiled doc's
 * body and search text go back to the disk once the build cache has them
 * (see `CompiledDocsCache.release`), and are read from there by the page
 * that needs them.
 *
 * The texts are most of what the main thread holds per doc: at 100 000
 * docs of the benchmark corpus, 0.8 GB of sources and 2 GB of compiled
 * text. Below this many docs, reading them twice costs more than the memory
 * is worth.
 */
export const DOCS_TEXT_ON_DISK_FROM = 5000;
