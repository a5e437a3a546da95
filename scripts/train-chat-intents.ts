/**
 * Trains the chat's intent classifiers on their example utterances and writes them, with the hash
 * of what they were trained on, to packages/core/src/ai/chat/intents/model.json (ADR 126). Run by
 * `npm run build`; `--check` only says whether the file is current (exit 1 when not).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { examplesHash, train } from '../packages/core/src/ai/chat/intents/classify';

const file = fileURLToPath(new URL('../packages/core/src/ai/chat/intents/model.json', import.meta.url));
const hash = examplesHash();
const current = (JSON.parse(readFileSync(file, 'utf8')) as { hash: string }).hash === hash;
if (process.argv.includes('--check')) {
  console.log(current ? 'chat intents: model.json is current' : 'chat intents: model.json is stale: run `npm run train:chat`');
  process.exit(current ? 0 : 1);
}
if (!current) {
  const [en, sl] = await Promise.all([train('en'), train('sl')]);
  writeFileSync(file, `${JSON.stringify({ hash, en: en.toJSON(), sl: sl.toJSON() })}\n`);
  console.log('chat intents: trained, model.json written');
} else console.log('chat intents: model.json is current');
