/**
 * Token colours for highlight.js output, as Tailwind classes on the <code> element so the
 * chat needs no global stylesheet; light and dark variants keep WCAG contrast on the muted
 * code background.
 */
export const HIGHLIGHT_THEME = [
  '[&_.hljs-keyword]:text-purple-700 dark:[&_.hljs-keyword]:text-purple-300',
  '[&_.hljs-built_in]:text-cyan-800 dark:[&_.hljs-built_in]:text-cyan-300',
  '[&_.hljs-type]:text-cyan-800 dark:[&_.hljs-type]:text-cyan-300',
  '[&_.hljs-literal]:text-blue-700 dark:[&_.hljs-literal]:text-blue-300',
  '[&_.hljs-number]:text-blue-700 dark:[&_.hljs-number]:text-blue-300',
  '[&_.hljs-string]:text-green-800 dark:[&_.hljs-string]:text-green-300',
  '[&_.hljs-regexp]:text-green-800 dark:[&_.hljs-regexp]:text-green-300',
  '[&_.hljs-comment]:text-fg-muted [&_.hljs-comment]:italic',
  '[&_.hljs-title]:text-amber-800 dark:[&_.hljs-title]:text-amber-300',
  '[&_.hljs-attr]:text-sky-800 dark:[&_.hljs-attr]:text-sky-300',
  '[&_.hljs-attribute]:text-sky-800 dark:[&_.hljs-attribute]:text-sky-300',
  '[&_.hljs-name]:text-rose-800 dark:[&_.hljs-name]:text-rose-300',
  '[&_.hljs-tag]:text-rose-800 dark:[&_.hljs-tag]:text-rose-300',
  '[&_.hljs-meta]:text-fg-muted',
  '[&_.hljs-variable]:text-orange-800 dark:[&_.hljs-variable]:text-orange-300',
].join(' ');
