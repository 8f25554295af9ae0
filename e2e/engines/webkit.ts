import { spawn, type ChildProcess } from 'node:child_process'
import { existsSync, readdirSync } from 'node:fs'
import { Builder, By, Key, type WebDriver } from 'selenium-webdriver'
import { findFreePort } from '../support/server'
import { waitFor, type Engine } from './engine'

export const WEBKIT_DRIVER_PATH = process.env.WEBKIT_DRIVER_PATH ?? '/usr/bin/WebKitWebDriver'

/** Debian ships WebKitGTK's MiniBrowser in the library's own folder, under the machine's triplet. */
export function findMiniBrowser(): string | undefined {
  if (process.env.WEBKIT_MINIBROWSER_PATH) return process.env.WEBKIT_MINIBROWSER_PATH
  for (const triplet of existsSync('/usr/lib') ? readdirSync('/usr/lib') : []) {
    const candidate = `/usr/lib/${triplet}/webkit2gtk-4.1/MiniBrowser`
    if (existsSync(candidate)) return candidate
  }
  return undefined
}

/** A child in its own process group, so that stopping it stops what it started too. */
function start(command: string, args: string[], env: NodeJS.ProcessEnv, stdio: 'ignore' | 'fd3') {
  return spawn(command, args, {
    env,
    detached: true,
    stdio: stdio === 'fd3' ? ['ignore', 'ignore', 'pipe', 'pipe'] : ['ignore', 'ignore', 'pipe'],
  })
}

function stop(child: ChildProcess) {
  if (child.pid === undefined || child.exitCode !== null || child.signalCode !== null) return
  try {
    process.kill(-child.pid, 'SIGTERM')
  } catch {
    // Already gone.
  }
}

/** Xvfb on the first free display: it writes the number it took on the descriptor given. */
function startXvfb(): Promise<{ display: string; process: ChildProcess }> {
  const xvfb = start(
    'Xvfb',
    ['-displayfd', '3', '-screen', '0', '1280x1024x24', '-nolisten', 'tcp'],
    process.env,
    'fd3',
  )
  return new Promise((resolve, reject) => {
    let output = ''
    const timer = setTimeout(() => fail(new Error('Xvfb did not start within 10 s')), 10_000)
    const fail = (error: Error) => {
      clearTimeout(timer)
      stop(xvfb)
      reject(error)
    }
    xvfb.on('error', (error) => fail(new Error(`could not run Xvfb: ${error.message}`)))
    xvfb.on('exit', (code) => fail(new Error(`Xvfb exited (${code}) before opening a display`)))
    xvfb.stdio[3]!.on('data', (chunk: Buffer) => {
      output += chunk.toString()
      if (!output.includes('\n')) return
      clearTimeout(timer)
      xvfb.removeAllListeners('exit')
      resolve({ display: `:${output.trim()}`, process: xvfb })
    })
  })
}

async function waitForDriver(url: string, driver: ChildProcess): Promise<void> {
  const deadline = Date.now() + 15_000
  while (Date.now() < deadline) {
    if (driver.exitCode !== null) throw new Error(`WebKitWebDriver exited (${driver.exitCode})`)
    try {
      if ((await fetch(`${url}/status`, { signal: AbortSignal.timeout(1000) })).ok) return
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  throw new Error('WebKitWebDriver did not answer /status within 15 s')
}

/**
 * WebKitGTK's MiniBrowser in automation mode on a virtual display, driven by selenium-webdriver
 * through WebKitWebDriver (W3C WebDriver classic). Navigations wait for nothing ("none"): the
 * smoke waits on the states it needs, a step that holds the entry back must not hang on the load
 * event, and with "eager" WebKitWebDriver's next command waited for the load event anyway.
 */
export async function launchWebKit(): Promise<Engine> {
  const miniBrowser = findMiniBrowser()
  if (!miniBrowser) throw new Error('MiniBrowser of WebKitGTK 4.1 not found under /usr/lib')
  const xvfb = await startXvfb()
  const port = await findFreePort()
  const env = { ...process.env, DISPLAY: xvfb.display, LANGUAGE: 'en_US', LANG: 'C.UTF-8' }
  const service = start(WEBKIT_DRIVER_PATH, [`--port=${port}`], env, 'ignore')
  const url = `http://127.0.0.1:${port}`
  let driver: WebDriver | undefined
  const closeAll = async () => {
    await driver?.quit().catch(() => undefined)
    stop(service)
    stop(xvfb.process)
  }
  try {
    await waitForDriver(url, service)
    driver = await new Builder()
      .usingServer(url)
      .withCapabilities({
        browserName: 'MiniBrowser',
        pageLoadStrategy: 'none',
        'webkitgtk:browserOptions': { binary: miniBrowser, args: ['--automation'] },
      })
      .build()
    await driver.manage().setTimeouts({ pageLoad: 30_000, script: 30_000 })
    await driver.manage().window().setRect({ width: 1280, height: 800 })
  } catch (error) {
    await closeAll()
    throw error
  }
  const session = driver
  const element = (selector: string) => session.findElement(By.css(selector))
  const engine: Engine = {
    name: 'webkit',
    async goto(target) {
      // Marks the document being left: until a new one replaces it, scripts still run in it.
      await session.executeScript('window.__smokeLeaving = true')
      await session.get(target)
      await waitFor(
        engine,
        `the document of ${target} to be parsed`,
        `!window.__smokeLeaving && document.readyState !== 'loading'`,
        { timeoutMs: 30_000 },
      )
    },
    evaluate: <T>(expression: string) => session.executeScript<T>(`return ${expression}`),
    async click(selector) {
      const target = await element(selector)
      // WebKitWebDriver refuses an element below the fold instead of scrolling to it.
      await session.executeScript(
        "arguments[0].scrollIntoView({ block: 'center', inline: 'center' })",
        target,
      )
      await target.click()
    },
    type: async (selector, text) => (await element(selector)).sendKeys(text),
    press: (key) =>
      session
        .actions()
        .sendKeys(key === 'Escape' ? Key.ESCAPE : Key.ARROW_RIGHT)
        .perform(),
    upload: async (selector, file) => (await element(selector)).sendKeys(file),
    close: closeAll,
  }
  return engine
}
