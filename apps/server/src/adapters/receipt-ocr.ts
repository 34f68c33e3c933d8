// Text recognition of receipt photos, offline on our own server: tesseract.js with
// Swedish and English data from npm (@tesseract.js-data), in its own worker thread, never on the
// event loop. One worker, started on the first scan and kept; scans wait their turn in it. The
// photo is prepared first (turned upright by its EXIF, at most RECOGNITION_SIDE pixels, grey and
// stretched), which keeps a 12-megapixel phone photo near one second.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import type { createWorker } from 'tesseract.js';

const require = createRequire(import.meta.url);
const LANGUAGES = ['swe', 'eng'] as const;
/** The integer LSTM models: a fifth of the size of the full ones and as good on print. */
const MODEL_VARIANT = '4.0.0_best_int';
/** Longest side of the picture recognised: enough for receipt print, small enough to be quick. */
const RECOGNITION_SIDE = 2000;

type Worker = Awaited<ReturnType<typeof createWorker>>;

/**
 * tesseract.js reads every language from one folder, and each language comes in a package of its
 * own: the models are copied once into a folder of the server's (a few MB).
 */
function modelFolder(): string {
  const dir = path.join(os.tmpdir(), `lonportal-tessdata-${MODEL_VARIANT}`);
  fs.mkdirSync(dir, { recursive: true });
  for (const code of LANGUAGES) {
    const target = path.join(dir, `${code}.traineddata.gz`);
    if (fs.existsSync(target)) continue;
    const pkg = path.dirname(require.resolve(`@tesseract.js-data/${code}/package.json`));
    const temp = `${target}.${process.pid}.tmp`;
    fs.copyFileSync(path.join(pkg, MODEL_VARIANT, `${code}.traineddata.gz`), temp);
    fs.renameSync(temp, target);
  }
  return dir;
}

/** A photo as the recogniser reads it best: upright, bounded, grey, with its contrast stretched. */
export async function prepareForRecognition(image: Buffer): Promise<Buffer> {
  // The image library loads when a receipt is first read, not as the server starts (cold start).
  const { default: sharp } = await import('sharp');
  return sharp(image, { limitInputPixels: 60_000_000 })
    .rotate()
    .resize({ width: RECOGNITION_SIDE, height: RECOGNITION_SIDE, fit: 'inside', withoutEnlargement: true })
    .greyscale()
    .normalise()
    .png({ compressionLevel: 1 })
    .toBuffer();
}

export class ReceiptOcr {
  private worker: Promise<Worker> | null = null;
  /** Scans run one after another: each may switch the worker's page mode for its second try. */
  private turn: Promise<unknown> = Promise.resolve();
  private closed = false;

  private start(): Promise<Worker> {
    this.worker ??= (async () => {
      const tesseract = await import('tesseract.js');
      const worker = await tesseract.createWorker([...LANGUAGES], tesseract.OEM.LSTM_ONLY, {
        langPath: modelFolder(),
        gzip: true,
        // Nothing is written beside the app, nothing fetched: the models are read from the folder.
        cacheMethod: 'none',
      });
      await worker.setParameters({
        // A page of blocks (3) reads receipts turned a quarter too; a single block (6) is the
        // second try when the first finds no total or date (a photo with a wide margin).
        tessedit_pageseg_mode: '3' as never,
        preserve_interword_spaces: '1',
        user_defined_dpi: '300',
      });
      return worker;
    })();
    this.worker.catch(() => {
      this.worker = null; // a failed start is tried again on the next scan
    });
    return this.worker;
  }

  /** The text on a receipt photo; `singleBlock` reads it as one block of text instead of a page. */
  async read(image: Buffer, singleBlock = false): Promise<string> {
    if (this.closed) throw new Error('the text recogniser is closed');
    const prepared = await prepareForRecognition(image);
    const run = this.turn.then(async () => {
      const worker = await this.start();
      if (singleBlock) await worker.setParameters({ tessedit_pageseg_mode: '6' as never });
      try {
        return (await worker.recognize(prepared)).data.text;
      } finally {
        if (singleBlock) await worker.setParameters({ tessedit_pageseg_mode: '3' as never });
      }
    });
    this.turn = run.catch(() => undefined);
    return run;
  }

  /** Ends the worker thread (the server's shutdown). */
  async close(): Promise<void> {
    this.closed = true;
    const worker = this.worker;
    this.worker = null;
    if (worker) await (await worker.catch(() => null))?.terminate();
  }
}
