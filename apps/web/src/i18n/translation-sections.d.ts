// `<language>.json?login` and `?login-panels`: the translation file cut to what the login page
// shows; `?app`: every page's texts but those that load with their pages (`?staffing`, `?registers`,
// `?payslips`; vite-login-texts.ts).
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
declare module '*.json?payslips' {
  const translation: Record<string, unknown>;
  export default translation;
}
