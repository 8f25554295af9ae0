import path from 'node:path'
import { E2E_ADMIN } from '../support/settings'
import { LANGUAGE_NAMES, t } from '../support/locales'
import { clickOn, find, js, waitFor, type Engine } from './engine'
import type { EntryGate } from './entry-gate'

export interface SmokeContext {
  engine: Engine
  /** The seeded server. */
  baseURL: string
  /** The same server behind a proxy that can hold the app's entry back. */
  gate: EntryGate
  /** A small PNG on disk, for the create form. */
  imageFile: string
  /** The first track of /musics, as the API lists it. */
  track: { title: string; artist: string }
}

export interface Step {
  name: string
  run(context: SmokeContext): Promise<void>
}

const isLive = `document.documentElement.hasAttribute('data-live')`
const isDark = `document.documentElement.classList.contains('dark')`
const HEADER = 'header'

interface CaptionBox {
  clippedBy: string
  width: number
  height: number
  hit: boolean
}

async function goLive(engine: Engine, url: string) {
  await engine.goto(url)
  await waitFor(engine, `${url} to go live (data-live on <html>)`, isLive, { timeoutMs: 30_000 })
}

async function switchLanguage(engine: Engine, from: 'en' | 'fr', to: 'en' | 'fr') {
  const name = t(from, 'language.button', {
    code: from.toUpperCase(),
    language: LANGUAGE_NAMES[from],
  })
  await clickOn(engine, { css: 'button', name, within: HEADER })
  await clickOn(engine, { css: `button[lang="${to}"]`, within: HEADER })
  await waitFor(engine, `<html lang="${to}">`, `document.documentElement.lang === ${js(to)}`)
  await find(engine, { css: 'a', name: t(to, 'nav.music'), within: HEADER })
}

/** The <audio> element's state, page-side. */
const audio = (condition: string) =>
  `(function (a) { return a && (${condition}) ? { time: a.currentTime, paused: a.paused } : null })(document.querySelector('audio'))`

/**
 * The journeys of the cross-engine smoke, in order: each names what it checks. They share one
 * browser: the admin steps come last because signing in changes what the public pages show.
 */
export const STEPS: Step[] = [
  {
    name: 'home goes live: theme and language switch',
    async run({ engine, baseURL }) {
      await goLive(engine, `${baseURL}/`)
      const wasDark = await engine.evaluate<boolean>(isDark)
      await clickOn(engine, { css: 'button', name: t('en', 'theme.dark'), within: HEADER })
      await waitFor(
        engine,
        `the theme to turn ${wasDark ? 'light' : 'dark'}`,
        `${isDark} !== ${wasDark}`,
      )
      await switchLanguage(engine, 'en', 'fr')
      await switchLanguage(engine, 'fr', 'en')
    },
  },
  {
    name: '/musics plays a track and seeks',
    async run({ engine, baseURL, track }) {
      await goLive(engine, `${baseURL}/musics`)
      const play = t('en', 'music:track.play', { title: track.title, artist: track.artist })
      await clickOn(engine, { css: 'button', name: play })
      const started = await waitFor<{ time: number }>(
        engine,
        'the audio to play (not paused, time advancing)',
        audio('!a.paused && a.currentTime > 0.2'),
      )
      const bar = `section[aria-label=${js(t('en', 'music:player.label'))}]`
      const seek = await find(engine, {
        css: '[role="slider"], input[type="range"]',
        name: t('en', 'music:player.seek'),
        within: bar,
      })
      await engine.evaluate(`document.querySelector(${js(seek)}).focus()`)
      for (let step = 0; step < 5; step += 1) await engine.press('ArrowRight')
      await waitFor(
        engine,
        `the seek bar to move the audio past ${(started.time + 4).toFixed(1)} s`,
        audio(`a.currentTime >= ${started.time + 4}`),
      )
      // Paused, so that a guest's listening limit never comes into the later steps.
      await clickOn(engine, { css: 'button', name: t('en', 'music:player.pause'), within: bar })
      await waitFor(engine, 'the audio to pause', audio('a.paused'))
    },
  },
  {
    name: 'gallery lightbox opens, and Escape closes it',
    async run({ engine, baseURL }) {
      await goLive(engine, `${baseURL}/gallery`)
      await clickOn(engine, { css: 'main article a' })
      await waitFor(
        engine,
        'the lightbox dialog with its photo',
        `(function (d) { return d && d.querySelector('img') && d.querySelector('img').complete })(document.querySelector('[role="dialog"][aria-modal="true"]'))`,
      )
      await engine.press('Escape')
      await waitFor(engine, 'the lightbox to close', `!document.querySelector('[role="dialog"]')`)
    },
  },
  {
    name: 'a tap before hydration is replayed once the page is live',
    async run({ engine, gate }) {
      gate.close()
      let wasDark: boolean
      try {
        await engine.goto(`${gate.url}/artists`)
        const toggle = await find(engine, {
          css: 'button',
          name: t('en', 'theme.dark'),
          within: HEADER,
        })
        wasDark = await engine.evaluate<boolean>(isDark)
        await engine.click(toggle)
        const early = await engine.evaluate<{ live: boolean; dark: boolean }>(
          `({ live: ${isLive}, dark: ${isDark} })`,
        )
        if (early.live) throw new Error('the page was live before its entry was let through')
        if (early.dark !== wasDark) throw new Error('the theme changed before the page was live')
      } finally {
        gate.open()
      }
      await waitFor(engine, 'the page to go live once its entry loads', isLive, {
        timeoutMs: 30_000,
      })
      await waitFor(engine, 'the held tap to toggle the theme', `${isDark} !== ${wasDark}`)
    },
  },
  {
    name: 'an admin signs in and the dashboard renders, its screen-reader table hidden',
    async run({ engine, baseURL }) {
      await goLive(engine, `${baseURL}/login`)
      await fill(engine, t('en', 'auth:fields.email'), E2E_ADMIN.email)
      await fill(engine, t('en', 'auth:fields.password'), E2E_ADMIN.password)
      await clickOn(engine, { css: 'button', name: t('en', 'auth:actions.signIn'), within: 'main' })
      await waitFor(engine, 'the dashboard at /admin', `location.pathname === '/admin'`)
      await find(engine, { css: 'h1, h2', name: t('en', 'admin:titles.dashboard') })
      await find(engine, { css: '[role="img"]', name: t('en', 'dashboard:growth.chartLabel') })
      const caption = await waitFor<CaptionBox>(engine, 'the growth table’s caption', CAPTION_BOX)
      // A caption is laid out outside its table's box: what hides it must be an ancestor of both.
      if (
        caption.clippedBy === 'nothing' ||
        caption.clippedBy === 'table' ||
        caption.width > 1 ||
        caption.height > 1 ||
        caption.hit
      )
        throw new Error(`the growth table's caption is not hidden: ${JSON.stringify(caption)}`)
    },
  },
  {
    name: 'a create form with an image saves, and the record is listed',
    async run({ engine, baseURL, imageFile }) {
      const name = `Smoke ${engine.name} ${Date.now().toString(36)}`
      await goLive(engine, `${baseURL}/admin/artists/create`)
      await fill(engine, t('en', 'manage:fields.name'), name)
      await fill(engine, t('en', 'manage:fields.management'), 'Kigali Label')
      await fill(engine, t('en', 'manage:fields.age'), '27')
      await fill(engine, t('en', 'manage:fields.bio'), 'Added by the cross-engine smoke.')
      const input = await find(engine, {
        css: 'input[type="file"]',
        name: t('en', 'forms:artist.image'),
      })
      await engine.upload(input, imageFile)
      const preview = t('en', 'forms:fileDrop.preview', { name: path.basename(imageFile) })
      await waitFor(
        engine,
        `the image's preview "${preview}"`,
        `(function (img) { return img && img.complete && img.naturalWidth > 0 })(document.querySelector('img[alt=${js(preview)}]'))`,
      )
      await clickOn(engine, { css: 'button', name: t('en', 'forms:artist.submit') })
      await find(engine, {
        css: '[role="status"], [role="alert"], p, div',
        name: t('en', 'forms:artist.created'),
      })
      await goLive(engine, `${baseURL}/artists`)
      await find(engine, { css: 'main h2, main h3, main a, main p', name })
    },
  },
]

/** Types into the textbox of that name. */
async function fill(engine: Engine, name: string, value: string) {
  await engine.type(await find(engine, { css: 'input, textarea', name }), value)
}

/**
 * Page-side: what clips the growth table's caption (its nearest `sr-only` ancestor), that box's
 * size, and whether the point in the caption's middle, scrolled into view, hits the caption.
 */
const CAPTION_BOX = `(function () {
  var caption = document.querySelector('caption')
  if (!caption) return null
  caption.scrollIntoView({ block: 'center' })
  var clip = caption.closest('.sr-only')
  var clipBox = clip ? clip.getBoundingClientRect() : caption.getBoundingClientRect()
  var box = caption.getBoundingClientRect()
  var hit = document.elementsFromPoint(box.left + box.width / 2, box.top + box.height / 2)
  return {
    clippedBy: clip ? clip.tagName.toLowerCase() : 'nothing',
    width: Math.round(clipBox.width),
    height: Math.round(clipBox.height),
    hit: hit.indexOf(caption) >= 0,
  }
})()`
