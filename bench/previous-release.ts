import { execFileSync } from 'node:child_process'
import { existsSync, mkdirSync, readFileSync, rmSync, symlinkSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

/**
 * The previous release, built from its commit beside this checkout, so a bench can serve it and
 * this build in the same run (docs/decisions/022-relative-budgets.md). Which commit: the
 * BENCH_BASELINE_REF environment variable, else the newest `release-*` tag, else the commit named
 * in bench/previous-release.txt (the last one that landed before this round of work).
 */

const run = (command: string, args: string[], cwd: string) =>
  execFileSync(command, args, { cwd, stdio: ['ignore', 'pipe', 'pipe'], encoding: 'utf8' }).trim()

export function previousReleaseRef(root: string): string {
  const fromEnv = process.env.BENCH_BASELINE_REF
  if (fromEnv) return fromEnv
  const tags = run('git', ['tag', '--list', 'release-*', '--sort=-creatordate'], root)
  const tag = tags.split('\n').find(Boolean)
  if (tag) return tag
  return readFileSync(path.join(root, 'bench', 'previous-release.txt'), 'utf8').trim()
}

/**
 * A built checkout of `ref` (dist/ and dist-server/), kept in the system's temporary folder
 * between runs (outside node_modules: Vite treats sources under a node_modules path as packages).
 * Its dependencies are this checkout's when the lock files match, else installed with `npm ci`.
 */
export function buildPreviousRelease(root: string, ref: string, log: (line: string) => void) {
  const commit = run('git', ['rev-parse', '--verify', `${ref}^{commit}`], root)
  const dir = path.join(tmpdir(), 'kigali-previous-release', commit)
  // A build whose linked dependencies went with the checkout they were linked from is built again.
  const runnable = existsSync(path.join(dir, 'node_modules', '.bin', 'tsx'))
  if (existsSync(path.join(dir, 'dist-server')) && runnable) {
    log(`previous release ${commit.slice(0, 8)}: built already (${dir})`)
    return { dir, commit }
  }
  rmSync(dir, { recursive: true, force: true })
  mkdirSync(path.dirname(dir), { recursive: true })
  log(`previous release ${commit.slice(0, 8)}: checking out and building (1-3 min)...`)
  // An archive of the commit, not a worktree: nothing of it is registered in this repository.
  mkdirSync(dir, { recursive: true })
  execFileSync('sh', ['-c', `git archive ${commit} | tar -x -C "${dir}"`], { cwd: root })
  const sameLock =
    readFileSync(path.join(root, 'package-lock.json'), 'utf8') ===
    readFileSync(path.join(dir, 'package-lock.json'), 'utf8')
  if (sameLock) symlinkSync(path.join(root, 'node_modules'), path.join(dir, 'node_modules'))
  else run('npm', ['ci', '--no-audit', '--no-fund'], dir)
  run('npm', ['run', 'build'], dir)
  return { dir, commit }
}
