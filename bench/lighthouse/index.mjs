// What bench/lib/lighthouse.ts uses of Lighthouse and chrome-launcher, re-exported from here so that
// both resolve from this folder's own node_modules (the bench imports this file by URL).
export { default, generateReport } from 'lighthouse';
export { launch } from 'chrome-launcher';
