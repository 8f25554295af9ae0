#!/usr/bin/env node
// The cross-engine smoke (e2e/engines) drives Debian's Firefox ESR and WebKitGTK (its
// WebKitWebDriver and MiniBrowser, on an Xvfb display). A fresh machine may not have them: this
// installs the missing ones through apt, as ensure-chromium.mjs does for Chromium. Quick and
// silent-ish when everything is already there.
import { existsSync, readdirSync } from 'node:fs'
import { spawnSync } from 'node:child_process'

const firefoxPath = process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr'
const webkitDriverPath = process.env.WEBKIT_DRIVER_PATH ?? '/usr/bin/WebKitWebDriver'

function run(command, args) {
  console.log(`[ensure-engines] $ ${command} ${args.join(' ')}`)
  const result = spawnSync(command, args, {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  })
  if (result.error) fail(`could not run ${command}: ${result.error.message}`)
  if (result.status !== 0) fail(`${command} ${args.join(' ')} exited with ${result.status}`)
}

function fail(message) {
  console.error(`[ensure-engines] ${message}`)
  console.error(
    '[ensure-engines] Install them yourself (Debian/Ubuntu: apt-get install firefox-esr ' +
      'webkit2gtk-driver xvfb) or point FIREFOX_PATH and WEBKIT_DRIVER_PATH at existing binaries.',
  )
  process.exit(1)
}

/** WebKitGTK's MiniBrowser, which WebKitWebDriver starts: in the library's own folder. */
function hasMiniBrowser() {
  if (process.env.WEBKIT_MINIBROWSER_PATH) return existsSync(process.env.WEBKIT_MINIBROWSER_PATH)
  return readdirSync('/usr/lib').some((triplet) =>
    existsSync(`/usr/lib/${triplet}/webkit2gtk-4.1/MiniBrowser`),
  )
}

function onPath(command) {
  return spawnSync('sh', ['-c', `command -v ${command}`], { stdio: 'ignore' }).status === 0
}

const missing = []
if (!existsSync(firefoxPath)) {
  if (process.env.FIREFOX_PATH) fail(`FIREFOX_PATH=${firefoxPath} does not exist`)
  missing.push('firefox-esr')
}
if (!existsSync(webkitDriverPath) || !hasMiniBrowser()) {
  if (process.env.WEBKIT_DRIVER_PATH && !existsSync(webkitDriverPath))
    fail(`WEBKIT_DRIVER_PATH=${webkitDriverPath} does not exist`)
  // Depends on libwebkit2gtk-4.1-0, which holds the MiniBrowser.
  missing.push('webkit2gtk-driver')
}
if (!onPath('Xvfb')) missing.push('xvfb')

if (missing.length === 0) {
  console.log('[ensure-engines] Firefox ESR, WebKitWebDriver and Xvfb found')
} else {
  console.log(`[ensure-engines] missing: ${missing.join(', ')}: installing through apt`)
  if (process.getuid?.() !== 0) fail('not running as root, cannot apt-get install')
  if (spawnSync('apt-get', ['--version'], { stdio: 'ignore' }).status !== 0)
    fail('apt-get is not available here')
  run('apt-get', ['update'])
  // Without recommends: a headless browser needs no desktop integration.
  run('apt-get', ['install', '-y', '--no-install-recommends', ...missing])
  if (!existsSync(firefoxPath)) fail(`apt-get finished but ${firefoxPath} is still missing`)
  if (!existsSync(webkitDriverPath) || !hasMiniBrowser())
    fail('apt-get finished but WebKitWebDriver or its MiniBrowser is still missing')
  if (!onPath('Xvfb')) fail('apt-get finished but Xvfb is still missing')
}

const version = spawnSync(firefoxPath, ['--version'], { encoding: 'utf8' })
if (version.status !== 0)
  fail(`${firefoxPath} --version failed: ${version.stderr || version.stdout}`)
console.log(`[ensure-engines] ${version.stdout.trim()}`)
