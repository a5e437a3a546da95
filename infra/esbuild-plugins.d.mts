import type { Plugin } from 'esbuild';

declare const plugins: Plugin[];
export default plugins;
