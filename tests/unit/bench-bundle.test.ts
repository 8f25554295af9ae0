import { describe, expect, it } from 'vitest'
import { filesOfVisit, type FirstVisit, type Manifest } from '../../bench/bundle'

// The shape Vite writes to dist/.vite/manifest.json (keys are source paths or _shared chunks).
const manifest: Manifest = {
  'index.html': {
    file: 'assets/index.js',
    isEntry: true,
    imports: ['_react.js', '_ui.js'],
    dynamicImports: ['src/app/routes/home/home.tsx', 'src/app/routes/admin/dashboard.tsx'],
    css: ['assets/index.css'],
  },
  '_react.js': { file: 'assets/react.js' },
  '_ui.js': { file: 'assets/ui.js', imports: ['_react.js'] },
  '_charts.js': { file: 'assets/charts.js', imports: ['_react.js'], css: ['assets/charts.css'] },
  'src/app/routes/home/home.tsx': {
    file: 'assets/home.js',
    isDynamicEntry: true,
    imports: ['_ui.js'],
    css: ['assets/home.css'],
  },
  'src/app/routes/admin/dashboard.tsx': {
    file: 'assets/dashboard.js',
    isDynamicEntry: true,
    imports: ['_charts.js'],
  },
  'locales/en/common.json': { file: 'assets/common-en.js', isDynamicEntry: true },
  'locales/fr/common.json': { file: 'assets/common-fr.js', isDynamicEntry: true },
}

const home: FirstVisit = {
  route: '/',
  lazy: [/^src\/app\/routes\/home\/home\.tsx$/],
  namespaces: ['common'],
}

describe('filesOfVisit', () => {
  it('counts the entry, the route chunk, their static imports once, and only English translations', () => {
    expect(filesOfVisit(manifest, home)).toEqual({
      js: [
        'assets/common-en.js',
        'assets/home.js',
        'assets/index.js',
        'assets/react.js',
        'assets/ui.js',
      ],
      css: ['assets/home.css', 'assets/index.css'],
    })
  })

  it('leaves out what only another route imports', () => {
    const { js, css } = filesOfVisit(manifest, home)
    expect(js).not.toContain('assets/charts.js')
    expect(js).not.toContain('assets/dashboard.js')
    expect(css).not.toContain('assets/charts.css')
  })

  it("follows a route's static imports into shared chunks and their CSS", () => {
    const dashboard: FirstVisit = { route: '/admin', lazy: [/dashboard\.tsx$/], namespaces: [] }
    const { js, css } = filesOfVisit(manifest, dashboard)
    expect(js).toEqual([
      'assets/charts.js',
      'assets/dashboard.js',
      'assets/index.js',
      'assets/react.js',
      'assets/ui.js',
    ])
    expect(css).toEqual(['assets/charts.css', 'assets/index.css'])
  })

  it('fails when a route pattern or a namespace matches no lazy chunk, instead of under-counting', () => {
    expect(() => filesOfVisit(manifest, { ...home, lazy: [/features\/renamed\//] })).toThrow(
      /no lazily loaded chunk/,
    )
    expect(() => filesOfVisit(manifest, { ...home, namespaces: ['missing'] })).toThrow(
      /locales\/en\/missing/,
    )
  })

  it('fails when a route said to be in the entry is a lazy chunk', () => {
    const inEntry: FirstVisit = { ...home, lazy: [], inEntry: [/home\.tsx$/] }
    expect(() => filesOfVisit(manifest, inEntry)).toThrow(/move its pattern from inEntry to lazy/)
    const entryOnly: FirstVisit = { ...home, lazy: [], inEntry: [/routes\/about/] }
    expect(filesOfVisit(manifest, entryOnly).js).toEqual([
      'assets/common-en.js',
      'assets/index.js',
      'assets/react.js',
      'assets/ui.js',
    ])
  })

  describe('a second HTML entry (the embeddable player)', () => {
    const withEmbed: Manifest = {
      ...manifest,
      'embed.html': {
        file: 'assets/embed.js',
        isEntry: true,
        imports: ['_embed-shared.js'],
        css: ['assets/embed.css'],
      },
      '_embed-shared.js': { file: 'assets/embed-shared.js' },
    }
    const embed: FirstVisit = {
      route: '/embed/music/:id',
      entry: 'embed.html',
      isolatedFrom: 'index.html',
      lazy: [],
      namespaces: [],
    }

    it("counts each route's own entry only", () => {
      expect(filesOfVisit(withEmbed, home).js).not.toContain('assets/embed.js')
      expect(filesOfVisit(withEmbed, embed)).toEqual({
        js: ['assets/embed-shared.js', 'assets/embed.js'],
        css: ['assets/embed.css'],
      })
    })

    it('fails when the player would load a file of the SPA, or its entry is missing', () => {
      const sharing: Manifest = {
        ...withEmbed,
        'embed.html': { ...withEmbed['embed.html']!, imports: ['_react.js'] },
      }
      expect(() => filesOfVisit(sharing, embed)).toThrow(
        /assets\/react\.js, also loaded by index\.html/,
      )
      expect(() => filesOfVisit(manifest, embed)).toThrow(/no entry embed\.html/)
    })
  })
})
