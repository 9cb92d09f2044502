/**
 * Trains the learned compliance screen and writes its model file: `npm run train:compliance`
 * (`npm run train:compliance -- --cv` prints the leave-one-batch-out figures first). What it learns
 * from, and why only spent batches: scripts/lib/compliance-screen-training.ts.
 */
import { writeFileSync } from 'node:fs';
import { MODEL_FILE, crossValidate, trainModel, trainingExamples } from './lib/compliance-screen-training.ts';

const examples = trainingExamples();
if (process.argv.includes('--cv')) crossValidate(examples);
writeFileSync(MODEL_FILE, `${JSON.stringify(trainModel(examples), null, 2)}\n`);
console.log(`wrote ${MODEL_FILE}: ${examples.length} examples`);
