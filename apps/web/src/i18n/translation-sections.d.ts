// `<language>.json?login`: the translation file cut to LOGIN_SECTIONS (vite.config.ts).
declare module '*.json?login' {
  const translation: Record<string, unknown>;
  export default translation;
}
