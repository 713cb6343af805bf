/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Origin of the API when it is not served beside the web app, e.g. https://api.example.com */
  readonly VITE_API_BASE_URL?: string;
  readonly VITE_BRAND_NAME?: string;
  readonly VITE_SUPPORT_EMAIL?: string;
  /** The public origin canonical links name; the server swaps in its PUBLIC_URL when it serves a page. */
  readonly VITE_PUBLIC_URL?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
