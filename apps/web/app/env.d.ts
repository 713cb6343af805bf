/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Origin of the API when it is not served beside the web app, e.g. https://api.example.com */
  readonly VITE_API_BASE_URL?: string;
  readonly VITE_BRAND_NAME?: string;
  readonly VITE_SUPPORT_EMAIL?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
