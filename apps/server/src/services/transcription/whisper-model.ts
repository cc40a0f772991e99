import fs from 'node:fs';
import path from 'node:path';

/** Where the local engine finds its model, in the terms transformers.js loads it by. */
export type WhisperModelLocation = {
  /** The folder holding config.json and onnx/. */
  dir: string;
  /** transformers.js's `env.localModelPath`: the folder the id is resolved under. */
  localModelPath: string;
  /** The id under localModelPath (an English-only model's ends in `.en`). */
  id: string;
  /** Which setting pointed here, for error messages. */
  source: 'WHISPER_MODEL_DIR' | 'DATA_DIR';
};

/** The folder `npm run voice:model` downloads into (Hugging Face's layout: models/<owner>/<name>). */
function dataDirModels(dataDir: string): string {
  return path.join(dataDir, 'models');
}

/** WHISPER_MODEL_DIR when set, else DATA_DIR/models/<WHISPER_MODEL>. */
export function locateWhisperModel(settings: {
  dataDir: string;
  whisperModelDir?: string;
  whisperModel: string;
}): WhisperModelLocation {
  if (settings.whisperModelDir) {
    const dir = path.resolve(settings.whisperModelDir);
    return {
      dir,
      localModelPath: path.dirname(dir),
      id: path.basename(dir),
      source: 'WHISPER_MODEL_DIR',
    };
  }
  const localModelPath = dataDirModels(settings.dataDir);
  return {
    dir: path.join(localModelPath, settings.whisperModel),
    localModelPath,
    id: settings.whisperModel,
    source: 'DATA_DIR',
  };
}

/** Whether a model seems to be there (its config.json); loading it checks the rest. */
export function whisperModelPresent(location: WhisperModelLocation): boolean {
  return fs.existsSync(path.join(location.dir, 'config.json'));
}

// transformers.js's file suffix per weight type; the first whose two files exist is loaded.
// q8 first: on a CPU it is the fastest and its accuracy loss on Whisper is small.
const DTYPES = [
  ['q8', '_quantized'],
  ['fp32', ''],
  ['fp16', '_fp16'],
  ['int8', '_int8'],
  ['uint8', '_uint8'],
  ['q4', '_q4'],
  ['bnb4', '_bnb4'],
] as const;

type WhisperDtype = (typeof DTYPES)[number][0];

/** The weight type whose encoder and merged decoder are both in the folder's onnx/. */
export function availableDtype(location: WhisperModelLocation): WhisperDtype | undefined {
  const onnx = path.join(location.dir, 'onnx');
  const found = DTYPES.find(
    ([, suffix]) =>
      fs.existsSync(path.join(onnx, `encoder_model${suffix}.onnx`)) &&
      fs.existsSync(path.join(onnx, `decoder_model_merged${suffix}.onnx`)),
  );
  return found?.[0];
}
