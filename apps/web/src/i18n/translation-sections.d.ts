// `<language>.json?login` and `?login-panels`: the translation file cut to what the login page
// shows (vite.config.ts).
declare module '*.json?login' {
  const translation: Record<string, unknown>;
  export default translation;
}
declare module '*.json?login-panels' {
  const translation: Record<string, unknown>;
  export default translation;
}
