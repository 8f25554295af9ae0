/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Where the REST API lives; defaults to `/api/v1` on the same origin. */
  readonly VITE_API_BASE_URL?: string
}

interface ImportMeta {
  readonly env: ImportMetaEnv
}
