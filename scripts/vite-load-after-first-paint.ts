import type { Plugin } from 'vite'
import {
  EARLY_AUDIO_ATTRIBUTE,
  EARLY_PLAY,
  REPLAY_TAPS,
  ROUTE_MODULES_META,
} from '../contract/ssr.ts'

/**
 * The inline script that replaces index.html's entry `<script type="module">`: on a page the
 * server rendered, it waits for the first contentful paint, then preloads the page's route
 * chunks and loads the entry; on an empty page (a static host, /admin) it loads the entry at once.
 *
 * A page the server rendered is complete without JavaScript (links are plain anchors); the entry
 * (~175 kB gzip) only makes it live. Requested by the HTML, it shares the phone's link with the
 * stylesheet the first paint waits for: Lighthouse's simulation counts every request that ended
 * before the first paint, and put LCP at 1.9-2.7 s on pages the server had painted in 0.2 s.
 * Requested after the paint, it downloads while the visitor reads.
 * docs/decisions/018-entry-after-first-paint.md.
 *
 * A hidden tab paints nothing: it loads at once. Browsers without paint timing wait for the first
 * frame instead, and nothing waits longer than two seconds after the document is parsed.
 *
 * Until the page is live, links work (plain anchors) but a button has no handler yet: the loader
 * keeps each tap on a button (stopped, its default such as a form's submission held back), and
 * `window.__replayTaps()`, which src/main.tsx calls once React has hydrated, taps them again in
 * order on the same elements. A tap in that window is late, never lost.
 *
 * Except the music: the first tap on a play button (one the server rendered with the track's URL
 * in `data-audio`) also starts that track at once on the page's own `<audio>`, inside the tap, so
 * a listener hears it without waiting for the entry and hydration (on a phone's link, seconds).
 * The tap is still replayed: the player then takes over the playing element (`window.__earlyPlay`,
 * src/features/music/player/early-play.ts) instead of starting the track again. Later taps wait
 * for the replay as any other. docs/decisions/028-play-before-the-page-is-live.md.
 */
export function loaderScript(entry: string): string {
  return `(function () {
        var taps = []
        var onTap = function (event) {
          var target = event.target && event.target.closest && event.target.closest('button')
          if (!target || target.disabled) return
          // Held back whole, so React (listening on #root from hydrateRoot on) handles it once,
          // when it is replayed, not also now.
          event.preventDefault()
          event.stopPropagation()
          taps.push(target)
          var src = target.getAttribute('${EARLY_AUDIO_ATTRIBUTE}')
          var audio = document.querySelector('#root audio')
          if (!src || !audio || window.${EARLY_PLAY}) return
          window.${EARLY_PLAY} = { src: src }
          audio.src = src
          var playing = audio.play()
          if (playing) playing.catch(function () {})
        }
        document.addEventListener('click', onTap, true)
        window.${REPLAY_TAPS} = function () {
          document.removeEventListener('click', onTap, true)
          taps.splice(0).forEach(function (button) {
            if (button.isConnected) button.click()
          })
        }
        var done = false
        var load = function () {
          if (done) return
          done = true
          var head = document.head
          var meta = document.querySelector('meta[name="${ROUTE_MODULES_META}"]')
          var modules = meta ? meta.content.split(' ') : []
          modules.forEach(function (href) {
            var link = document.createElement('link')
            link.rel = 'modulepreload'
            link.crossOrigin = ''
            link.href = href
            head.appendChild(link)
          })
          var script = document.createElement('script')
          script.type = 'module'
          script.crossOrigin = ''
          script.src = ${JSON.stringify(entry)}
          head.appendChild(script)
        }
        var afterPaint = function () {
          setTimeout(load, 2000)
          if ((PerformanceObserver.supportedEntryTypes || []).indexOf('paint') < 0)
            return requestAnimationFrame(function () {
              setTimeout(load)
            })
          new PerformanceObserver(function (list) {
            if (list.getEntriesByName('first-contentful-paint').length) setTimeout(load)
          }).observe({ type: 'paint', buffered: true })
        }
        if (document.visibilityState !== 'visible' || !window.PerformanceObserver) return load()
        document.addEventListener('DOMContentLoaded', function () {
          var root = document.getElementById('root')
          if (root && root.firstElementChild) afterPaint()
          else load()
        })
      })()`
}

/**
 * Build only, index.html only (not other HTML entries such as the embeddable player): swaps the
 * entry `<script type="module">` Vite injected for the loader. The tag is matched exactly as Vite
 * writes it; a build where it is missing fails instead of shipping a page that never goes live.
 */
export function loadAfterFirstPaint(): Plugin {
  return {
    name: 'load-after-first-paint',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        if (context.path !== '/index.html') return html
        // The chunk Vite built from index.html's own <script type="module">.
        const entry = context.chunk
        if (!entry) throw new Error('load-after-first-paint: index.html has no entry chunk')
        const src = `/${entry.fileName}`
        const tag = `<script type="module" crossorigin src="${src}"></script>`
        if (!html.includes(tag)) throw new Error(`load-after-first-paint: index.html has no ${tag}`)
        return html.replace(tag, () => `<script>\n      ${loaderScript(src)}\n    </script>`)
      },
    },
  }
}
