#!/usr/bin/env node
// `npm run dev`: the API server (restarted on change by tsx watch) and Vite (hot reload) side by
// side. Vite proxies /api and /media to the server, so the browser sees a single origin.
// PORT is the API's port (8080), WEB_PORT Vite's (5173). Ctrl-C stops both; if either dies, so
// does the other, rather than leaving a half-working setup that looks alive.
import { spawn } from 'node:child_process'
import { createInterface } from 'node:readline'
import { fileURLToPath } from 'node:url'
import path from 'node:path'

const root = fileURLToPath(new URL('..', import.meta.url))
const bin = (name) => path.join(root, 'node_modules', '.bin', name)
const apiPort = process.env.PORT ?? '8080'
const webPort = process.env.WEB_PORT ?? '5173'

const processes = [
  {
    name: 'api',
    color: 36,
    command: bin('tsx'),
    args: ['watch', '--clear-screen=false', 'server/main.ts'],
    env: { PORT: apiPort },
  },
  {
    name: 'web',
    color: 35,
    command: bin('vite'),
    args: ['--port', webPort, '--strictPort'],
    env: { API_PROXY_TARGET: `http://127.0.0.1:${apiPort}` },
  },
]

const useColor = process.stdout.isTTY && !process.env.NO_COLOR
const children = []
let stopping = false

function prefix(name, color) {
  const label = `[${name}]`
  return useColor ? `\u001b[${color}m${label}\u001b[0m ` : `${label} `
}

function childEnv(extra) {
  // Output goes through a pipe, so children would drop colours; keep them only for a terminal.
  const env = { ...process.env, ...extra }
  if (useColor) env.FORCE_COLOR = '1'
  else {
    delete env.FORCE_COLOR
    env.NO_COLOR = '1'
  }
  return env
}

function pipe(stream, target, label) {
  createInterface({ input: stream }).on('line', (line) => target.write(`${label}${line}\n`))
}

for (const spec of processes) {
  // Each child leads its own process group, so stopping it also stops what it spawned
  // (tsx watch runs the server as a grandchild).
  const child = spawn(spec.command, spec.args, {
    cwd: root,
    env: childEnv(spec.env),
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  })
  const label = prefix(spec.name, spec.color)
  pipe(child.stdout, process.stdout, label)
  pipe(child.stderr, process.stderr, label)
  child.on('error', (error) => {
    console.error(`${label}failed to start: ${error.message}`)
    stop(1)
  })
  child.on('exit', (code, signal) => {
    child.exited = true
    if (!stopping) {
      console.error(`${label}exited (${signal ?? code}); stopping the others`)
      stop(code ?? 1)
    } else if (children.every((c) => c.exited)) {
      process.exit(process.exitCode ?? 0)
    }
  })
  children.push(child)
}

console.log(
  `[dev] API on http://127.0.0.1:${apiPort}, app on http://localhost:${webPort} (Ctrl-C stops both)`,
)

function stop(code) {
  if (stopping) return
  stopping = true
  process.exitCode = code
  for (const child of children) {
    if (child.exited || child.pid === undefined) continue
    try {
      process.kill(-child.pid, 'SIGTERM')
    } catch {
      // Already gone.
    }
  }
  // A child that ignores SIGTERM must not keep the terminal hostage.
  setTimeout(() => {
    for (const child of children) {
      if (!child.exited && child.pid !== undefined) {
        try {
          process.kill(-child.pid, 'SIGKILL')
        } catch {
          // Already gone.
        }
      }
    }
    process.exit(code)
  }, 5000).unref()
  if (children.every((c) => c.exited)) process.exit(code)
}

process.on('SIGINT', () => stop(0))
process.on('SIGTERM', () => stop(0))
