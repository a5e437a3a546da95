// Produces SST's platform types (.sst/platform/config.d.ts) offline, so `tsc -p tsconfig.infra.json`
// can check sst.config.ts and infra/ without AWS credentials or Pulumi. Only the npm registry is
// needed (sst fetches its platform packages from it). Skips when the types are already there.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const platform = join(root, '.sst', 'platform');
const ready = [join(platform, 'config.d.ts'), join(platform, 'node_modules', '@pulumi', 'aws', 'package.json')];

if (ready.every((file) => existsSync(file))) process.exit(0);

console.log('[sst-types] generating .sst/platform (sst install, about 30-40 s) ...');
const result = spawnSync('npx', ['sst', 'install', '--stage', 'dev'], {
  cwd: root,
  stdio: 'inherit',
  env: {
    ...process.env,
    SST_SKIP_DEPENDENCY_CHECK: '1',
    SST_NO_BUN: '1',
    SST_TELEMETRY_DISABLED: '1',
    AWS_EC2_METADATA_DISABLED: 'true',
  },
});
if (result.error) throw result.error;
if (result.status !== 0 || !ready.every((file) => existsSync(file))) {
  console.error(`[sst-types] sst install failed (exit ${result.status}); .sst/platform types are missing`);
  process.exit(result.status || 1);
}
