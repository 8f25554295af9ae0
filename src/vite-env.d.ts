/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Where the REST API lives; defaults to `/api/v1` on the same origin. */
  readonly VITE_API_BASE_URL?: string
  /** Which API that is: `label` (our server, the default) or `hosted` (the label's hosted API). */
  readonly VITE_API_KIND?: string
}

interface ImportMeta {
  readonly env: ImportMetaEnv
}
