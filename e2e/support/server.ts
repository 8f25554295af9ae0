import { spawn, type ChildProcess } from 'node:child_process'
import { createWriteStream, existsSync, readFileSync } from 'node:fs'
import { createServer } from 'node:net'
import path from 'node:path'

export interface RunningServer {
  baseURL: string
  logFile: string
  stop(): Promise<void>
}

export interface StartOptions {
  root: string
  dataDir: string
  logFile: string
  env: Record<string, string>
  /** The first start seeds the demo content (synthesized audio, images): allow for it. */
  timeoutMs?: number
}

/** A port nobody listens on right now; other engineers and CI jobs run servers on this machine too. */
export function findFreePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer()
    probe.unref()
    probe.on('error', reject)
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address()
      probe.close(() => {
        if (address && typeof address === 'object') resolve(address.port)
        else reject(new Error('could not read the probe port'))
      })
    })
  })
}

/** Starts the real server (`tsx server/main.ts`) and resolves once /api/v1/health answers 200. */
export async function startServer(options: StartOptions): Promise<RunningServer> {
  const port = await findFreePort()
  const baseURL = `http://127.0.0.1:${port}`
  const log = createWriteStream(options.logFile)
  const child = spawn(path.join(options.root, 'node_modules', '.bin', 'tsx'), ['server/main.ts'], {
    cwd: options.root,
    env: {
      ...process.env,
      ...options.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: options.dataDir,
      NODE_ENV: 'production',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
    // Its own process group, so that stopping it also stops the node process tsx spawns.
    detached: true,
  })
  child.stdout?.pipe(log)
  child.stderr?.pipe(log)

  const stop = () => stopProcess(child, () => new Promise<void>((resolve) => log.end(resolve)))
  try {
    await waitForHealth(baseURL, child, options.timeoutMs ?? 180_000)
  } catch (error) {
    await stop()
    const tail = existsSync(options.logFile)
      ? readFileSync(options.logFile, 'utf8').split('\n').slice(-40)
      : []
    throw new Error(
      `${(error as Error).message}\n--- server log (last lines) ---\n${tail.join('\n')}`,
    )
  }
  return { baseURL, logFile: options.logFile, stop }
}

async function waitForHealth(
  baseURL: string,
  child: ChildProcess,
  timeoutMs: number,
): Promise<void> {
  const deadline = Date.now() + timeoutMs
  let lastProblem = 'no answer yet'
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(
        `the server exited (${child.signalCode ?? child.exitCode}) before becoming healthy`,
      )
    }
    try {
      const response = await fetch(`${baseURL}/api/v1/health`, {
        signal: AbortSignal.timeout(2000),
      })
      if (response.ok) return
      lastProblem = `health answered ${response.status}`
    } catch (error) {
      lastProblem = (error as Error).message
    }
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  throw new Error(
    `the server at ${baseURL} was not healthy after ${timeoutMs / 1000}s (${lastProblem})`,
  )
}

async function stopProcess(child: ChildProcess, afterExit: () => Promise<void>): Promise<void> {
  if (child.pid !== undefined && child.exitCode === null && child.signalCode === null) {
    const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
    signalGroup(child.pid, 'SIGTERM')
    // Graceful shutdown closes the database; a hung one must not hang the test run.
    const timer = setTimeout(() => signalGroup(child.pid!, 'SIGKILL'), 10_000)
    await exited
    clearTimeout(timer)
  }
  await afterExit()
}

function signalGroup(pid: number, signal: NodeJS.Signals) {
  try {
    process.kill(-pid, signal)
  } catch {
    // Already gone.
  }
}
