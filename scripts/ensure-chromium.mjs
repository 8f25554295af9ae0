#!/usr/bin/env node
// Browser tests and the bench drive Debian's Chromium (Playwright must never download its own
// browser: the machines reach no host but the package registries). A fresh machine may not have
// it, so this installs it through apt. Quick and silent-ish when everything is already there.
import { existsSync } from 'node:fs'
import { spawnSync } from 'node:child_process'

const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'

function run(command, args) {
  console.log(`[ensure-chromium] $ ${command} ${args.join(' ')}`)
  const result = spawnSync(command, args, {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  })
  if (result.error) fail(`could not run ${command}: ${result.error.message}`)
  if (result.status !== 0) fail(`${command} ${args.join(' ')} exited with ${result.status}`)
}

function fail(message) {
  console.error(`[ensure-chromium] ${message}`)
  console.error(
    '[ensure-chromium] Install Chromium yourself (Debian/Ubuntu: apt-get install chromium) ' +
      'or point CHROMIUM_PATH at an existing Chromium/Chrome binary.',
  )
  process.exit(1)
}

function hasFonts() {
  // Without any font, text renders as boxes and layout-based assertions become meaningless.
  const result = spawnSync('fc-list', [], { encoding: 'utf8' })
  return result.status === 0 && result.stdout.trim().length > 0
}

let aptUpdated = false
function aptInstall(packages) {
  if (process.getuid?.() !== 0)
    fail(`${packages.join(', ')} missing and not running as root, cannot apt-get install`)
  if (spawnSync('apt-get', ['--version'], { stdio: 'ignore' }).status !== 0)
    fail('apt-get is not available here')
  if (!aptUpdated) {
    run('apt-get', ['update'])
    aptUpdated = true
  }
  run('apt-get', ['install', '-y', '--no-install-recommends', ...packages])
}

if (existsSync(chromiumPath)) {
  console.log(`[ensure-chromium] Chromium found at ${chromiumPath}`)
} else if (process.env.CHROMIUM_PATH) {
  fail(`CHROMIUM_PATH=${chromiumPath} does not exist`)
} else {
  console.log(`[ensure-chromium] ${chromiumPath} is missing: installing Debian's chromium package`)
  // Without recommends (printer tools, notification daemons, udev): a headless browser needs none
  // of them. fonts-liberation is the one recommend kept: metric-compatible Arial/Times/Courier, so
  // that font fallbacks lay out as on a desktop.
  aptInstall(['chromium', 'fonts-liberation'])
  if (!existsSync(chromiumPath)) fail(`apt-get finished but ${chromiumPath} is still missing`)
}

if (!hasFonts()) {
  console.log('[ensure-chromium] no fonts found: installing fonts-dejavu-core and fonts-liberation')
  aptInstall(['fontconfig', 'fonts-dejavu-core', 'fonts-liberation'])
}

const version = spawnSync(chromiumPath, ['--version'], { encoding: 'utf8' })
if (version.status !== 0)
  fail(`${chromiumPath} --version failed: ${version.stderr || version.stdout}`)
console.log(`[ensure-chromium] ${version.stdout.trim()}`)
