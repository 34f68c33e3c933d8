// `<language>.json?login` and `?login-panels`: the translation file cut to what the login page
// shows; `?app` and `?staffing`: every page's texts but the staffing pages', and those (vite.config.ts).
declare module '*.json?login' {
  const translation: Record<string, unknown>;
  export default translation;
}
declare module '*.json?login-panels' {
  const translation: Record<string, unknown>;
  export default translation;
}
declare module '*.json?app' {
  const translation: Record<string, unknown>;
  export default translation;
}
declare module '*.json?staffing' {
  const translation: Record<string, unknown>;
  export default translation;
}
declare module '*.json?registers' {
  const translation: Record<string, unknown>;
  export default translation;
}
