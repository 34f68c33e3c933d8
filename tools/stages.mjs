// Runs npm scripts one after the other, stops at the first that fails, and prints how long each
// took: `npm test` is CI's stages (unit and integration tests, the build, the browser tests), and
// their times are what keeps the suite inside CI's budget (README "Test it").
import { spawnSync } from 'node:child_process';

const stages = process.argv.slice(2);
const times = [];
let failed = null;
for (const stage of stages) {
  const started = Date.now();
  const { status } = spawnSync('npm', ['run', stage], { stdio: 'inherit' });
  times.push([stage, Math.round((Date.now() - started) / 1000)]);
  if (status !== 0) {
    failed = stage;
    break;
  }
}
console.log('\nStage times:');
for (const [stage, seconds] of times) console.log(`  ${stage.padEnd(12)} ${String(seconds).padStart(5)} s`);
if (failed) {
  console.log(`  ${failed} failed`);
  process.exit(1);
}
