// `npm run voice:model`: downloads the Whisper model of the local transcription engine once,
// into DATA_DIR/models/<WHISPER_MODEL> (Hugging Face's layout), where the server finds it at
// start (TRANSCRIBE_ENGINE unset or `local`). Needs the model hub (or HF_ENDPOINT, a mirror)
// once; the server itself never downloads anything. On a machine without access, copy a model
// folder (config.json, tokenizer files, onnx/*.onnx) to the server and set WHISPER_MODEL_DIR.
//
//   npm run voice:model                      # onnx-community/whisper-base, 8-bit weights
//   WHISPER_MODEL=onnx-community/whisper-small npm run voice:model
//   npm run voice:model -- --dtype fp32      # full-precision weights instead
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';

const { values } = parseArgs({
  options: {
    dtype: { type: 'string', default: 'q8' },
    'data-dir': { type: 'string' },
  },
});
const dataDir = path.resolve(values['data-dir'] ?? process.env.DATA_DIR ?? './data');
// The server looks for WHISPER_MODEL too, so the model is named by that setting only.
const modelId = process.env.WHISPER_MODEL ?? 'onnx-community/whisper-base';
const modelsDir = path.join(dataDir, 'models');
const target = path.join(modelsDir, modelId);

/** Total bytes under a folder. */
function folderBytes(dir) {
  let total = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (entry.isFile())
      total += fs.statSync(path.join(entry.parentPath ?? entry.path, entry.name)).size;
  }
  return total;
}

const { env, pipeline } = await import('@huggingface/transformers');
fs.mkdirSync(modelsDir, { recursive: true });
// Files already in DATA_DIR/models are used as they are; the rest come from the hub and are
// written to the same place (the file cache's layout is <model id>/<file>).
env.localModelPath = `${modelsDir}/`;
env.cacheDir = `${modelsDir}/`;
env.allowLocalModels = true;
env.allowRemoteModels = true;
if (process.env.HF_ENDPOINT) env.remoteHost = process.env.HF_ENDPOINT.replace(/\/?$/, '/');

console.log(`Downloading ${modelId} (${values.dtype} weights) into ${target} …`);
const started = Date.now();
try {
  const asr = await pipeline('automatic-speech-recognition', modelId, {
    dtype: values.dtype,
    device: 'cpu',
  });
  // One second of silence through the model: the files load and run, not just exist.
  await asr(new Float32Array(16_000), { chunk_length_s: 30 });
  await asr.dispose();
} catch (error) {
  console.error(`\nCould not get ${modelId}: ${error.message}`);
  console.error(
    'The model hub may be unreachable from here. Download the model elsewhere (this script, or ' +
      'the files of the model page: config.json, tokenizer files and onnx/*.onnx) and set ' +
      'WHISPER_MODEL_DIR to its folder, or set TRANSCRIBE_API_URL to an OpenAI-compatible API.',
  );
  process.exit(1);
}
const megabytes = (folderBytes(target) / 1024 / 1024).toFixed(0);
console.log(
  `Done in ${((Date.now() - started) / 1000).toFixed(1)} s: ${megabytes} MB in ${target}.\n` +
    'Restart the server: with no TRANSCRIBE_API_URL it now transcribes with this model ' +
    '(GET /api/server-info shows transcription.engine "local").',
);
