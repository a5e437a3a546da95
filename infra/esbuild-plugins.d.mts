import type { Plugin } from 'esbuild';

export declare const zodEnglishOnly: Plugin;
declare const plugins: Plugin[];
export default plugins;
