#!/usr/bin/env node
// Merges translation patches into apps/web/src/i18n/{sv,en,fr,pl}.json under a lock, so that
// several people adding keys at once do not overwrite each other.
// Usage: node tools/i18n/merge.mjs patch.json [more.json …]
// A patch is { "sv": { nested keys }, "en": {…}, "fr": {…}, "pl": {…} }; existing keys are replaced.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const dir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../apps/web/src/i18n');
const LANGS = ['sv', 'en', 'fr', 'pl'];
const lock = path.join(dir, '.merge.lock');

const isObject = (v) => v !== null && typeof v === 'object' && !Array.isArray(v);
function deepMerge(target, patch) {
  for (const [k, v] of Object.entries(patch)) {
    if (isObject(v)) target[k] = deepMerge(isObject(target[k]) ? target[k] : {}, v);
    else target[k] = v;
  }
  return target;
}
function sortKeys(o) {
  if (!isObject(o)) return o;
  return Object.fromEntries(
    Object.keys(o)
      .sort((a, b) => a.localeCompare(b))
      .map((k) => [k, sortKeys(o[k])]),
  );
}

const files = process.argv.slice(2);
if (files.length === 0) {
  console.error('usage: node tools/i18n/merge.mjs patch.json [...]');
  process.exit(2);
}
const patches = files.map((f) => JSON.parse(fs.readFileSync(f, 'utf8')));

const deadline = Date.now() + 30_000;
for (;;) {
  try {
    fs.mkdirSync(lock);
    break;
  } catch {
    if (Date.now() > deadline) throw new Error(`could not take ${lock}; remove it if no merge is running`);
    await new Promise((r) => setTimeout(r, 50));
  }
}
try {
  for (const lang of LANGS) {
    const file = path.join(dir, `${lang}.json`);
    const current = fs.existsSync(file) ? JSON.parse(fs.readFileSync(file, 'utf8')) : {};
    let merged = current;
    for (const p of patches) if (p[lang]) merged = deepMerge(merged, p[lang]);
    fs.writeFileSync(file + '.tmp', JSON.stringify(sortKeys(merged), null, 2) + '\n');
    fs.renameSync(file + '.tmp', file);
  }
  console.log(`merged ${files.length} patch(es) into ${LANGS.map((l) => l + '.json').join(', ')}`);
} finally {
  fs.rmdirSync(lock);
}
