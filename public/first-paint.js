// Starts the SPA on a page that came with the server's first paint (server/plugins/first-paint.ts
// puts this file in place of the entry's <script type="module">). The page is already on screen,
// so the scripts wait until it has loaded and painted: on a phone they would otherwise take the
// bandwidth and the CPU the page's stylesheet and first image need. A visitor who does not see
// the first paint (another language, signed in, an address with a hash: index.html's inline
// script) waits for nothing.
;(() => {
  const script = document.currentScript
  const entry = script?.dataset.entry
  if (!entry) return
  const modules = (script.dataset.modules ?? '').split(' ').filter(Boolean)

  const start = () => {
    // The page's own chunks and translations, fetched beside the entry instead of after it.
    for (const href of modules) {
      const link = document.createElement('link')
      link.rel = 'modulepreload'
      link.crossOrigin = ''
      link.href = href
      document.head.append(link)
    }
    void import(entry)
  }
  const afterPaint = () => requestAnimationFrame(() => setTimeout(start))

  if (document.documentElement.classList.contains('no-first-paint')) start()
  else if (document.readyState === 'complete') afterPaint()
  else addEventListener('load', afterPaint, { once: true })
})()
