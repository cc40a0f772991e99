import zlib from 'node:zlib';
import fc from 'fast-check';

// Multipart bodies for the upload routes (avatar, attachments, file versions, voice): files
// whose first bytes claim a format (so sniffing passes and the decoders get garbage), a few
// real tiny files (so uploads succeed and what follows runs), and broken multipart framing.

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(zlib.crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A PNG of `width`×`height` claimed; the pixel data is real only when it is small. */
function png(width: number, height: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const rows =
    width * height <= 64 * 64 ? Buffer.alloc(height * (1 + width * 3), 0x7f) : Buffer.alloc(16);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', zlib.deflateSync(rows)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A WAV of 16-bit mono silence, `ms` long at `rate` Hz. */
function wav(ms: number, rate: number): Buffer {
  const data = Buffer.alloc(Math.floor((rate * ms) / 1000) * 2);
  const header = Buffer.alloc(44);
  header.write('RIFF', 0, 'latin1');
  header.writeUInt32LE(36 + data.length, 4);
  header.write('WAVEfmt ', 8, 'latin1');
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20);
  header.writeUInt16LE(1, 22);
  header.writeUInt32LE(rate, 24);
  header.writeUInt32LE(rate * 2, 28);
  header.writeUInt16LE(2, 32);
  header.writeUInt16LE(16, 34);
  header.write('data', 36, 'latin1');
  header.writeUInt32LE(data.length, 40);
  return Buffer.concat([header, data]);
}

const MAGIC: Record<string, Buffer> = {
  png: Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  jpeg: Buffer.from([0xff, 0xd8, 0xff, 0xe0]),
  gif: Buffer.from('GIF89a', 'latin1'),
  webp: Buffer.from('RIFF\x00\x00\x00\x00WEBPVP8 ', 'latin1'),
  wav: Buffer.from('RIFF\x24\x00\x00\x00WAVEfmt ', 'latin1'),
  ogg: Buffer.from('OggS\x00\x02', 'latin1'),
  webm: Buffer.from([0x1a, 0x45, 0xdf, 0xa3]),
  mp3: Buffer.from('ID3\x04\x00', 'latin1'),
  mp4: Buffer.from('\x00\x00\x00\x20ftypisom', 'latin1'),
  pdf: Buffer.from('%PDF-1.7\n', 'latin1'),
  zip: Buffer.from('PK\x03\x04', 'latin1'),
  svg: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)">', 'latin1'),
  html: Buffer.from('<!doctype html><script>alert(1)</script>', 'latin1'),
};

/** What a file part holds, named so counterexamples read well; made into bytes when sent. */
export type FileContent =
  | { real: 'png-1x1' | 'png-64x64' | 'png-bomb' | 'wav-1s' | 'wav-empty' | 'wav-8khz' }
  | { magic: string; garbage: number[] }
  | { bytes: number[] }
  | { size: number };

export function fileBytes(content: FileContent): Buffer {
  if ('real' in content) {
    switch (content.real) {
      case 'png-1x1':
        return png(1, 1);
      case 'png-64x64':
        return png(64, 64);
      case 'png-bomb':
        return png(65_535, 65_535);
      case 'wav-1s':
        return wav(1_000, 16_000);
      case 'wav-empty':
        return wav(0, 16_000);
      case 'wav-8khz':
        return wav(300, 8_000);
    }
  }
  if ('magic' in content)
    return Buffer.concat([MAGIC[content.magic]!, Buffer.from(content.garbage)]);
  if ('bytes' in content) return Buffer.from(content.bytes);
  return Buffer.alloc(content.size, 0x61);
}

const fileContent: fc.Arbitrary<FileContent> = fc.oneof(
  {
    weight: 3,
    arbitrary: fc.record({
      real: fc.constantFrom('png-1x1', 'png-64x64', 'png-bomb', 'wav-1s', 'wav-empty', 'wav-8khz'),
    }) as fc.Arbitrary<FileContent>,
  },
  {
    weight: 3,
    arbitrary: fc.record({
      magic: fc.constantFrom(...Object.keys(MAGIC)),
      garbage: fc.array(fc.nat({ max: 255 }), { maxLength: 300 }),
    }),
  },
  { weight: 1, arbitrary: fc.record({ bytes: fc.array(fc.nat({ max: 255 }), { maxLength: 64 }) }) },
  // Empty, just over 1 MB (the JSON limit), just over the avatar limit.
  { weight: 1, arbitrary: fc.record({ size: fc.constantFrom(0, 1_048_577, 5 * 1024 * 1024 + 1) }) },
);

export type FilePart = {
  field: string;
  /** Absent: a text field instead of a file. */
  filename?: string;
  type?: string;
  content: FileContent;
};

/** How the multipart framing is broken, if at all. */
export type MultipartFlaw =
  | 'none'
  | 'no-boundary-param'
  | 'wrong-boundary'
  | 'cut-in-file'
  | 'no-closing-boundary'
  | 'no-part-headers'
  | 'header-garbage';

export type MultipartBody = { kind: 'multipart'; parts: FilePart[]; flaw: MultipartFlaw };

const filename = fc.oneof(
  fc.constantFrom(
    'photo.png',
    'voice.wav',
    'a.pdf',
    '',
    '../../etc/passwd',
    '..\\..\\boot.ini',
    'con.txt',
    'a\u0000b.png',
    'ملف.png',
    'файл.png',
    '🙂.png',
    '\u202egnp.exe',
    'x'.repeat(300) + '.png',
    '.htaccess',
  ),
  fc.string({ maxLength: 20 }),
);

const part: fc.Arbitrary<FilePart> = fc.record(
  {
    field: fc.oneof(
      { weight: 6, arbitrary: fc.constantFrom('file', 'audio') },
      {
        weight: 1,
        arbitrary: fc.constantFrom('image', 'avatar', 'language', 'name', '', 'file[]'),
      },
    ),
    filename,
    type: fc.constantFrom(
      'image/png',
      'audio/wav',
      'application/octet-stream',
      'text/html',
      '',
      'x/y;;;',
    ),
    content: fileContent,
  },
  { requiredKeys: ['field', 'content'] },
);

export const multipartBody: fc.Arbitrary<MultipartBody> = fc.record({
  kind: fc.constant('multipart' as const),
  parts: fc.array(part, { minLength: 0, maxLength: 3 }),
  flaw: fc.oneof(
    { weight: 6, arbitrary: fc.constant('none' as const) },
    {
      weight: 4,
      arbitrary: fc.constantFrom(
        'no-boundary-param' as const,
        'wrong-boundary' as const,
        'cut-in-file' as const,
        'no-closing-boundary' as const,
        'no-part-headers' as const,
        'header-garbage' as const,
      ),
    },
  ),
});

const BOUNDARY = 'fuzzBoundary7MA4YWxkTrZu0gW';

/** The body bytes and content type of a multipart spec, broken the way it says. */
export function buildMultipart(spec: MultipartBody): { payload: Buffer; contentType: string } {
  const pieces: Buffer[] = [];
  for (const p of spec.parts) {
    const disposition =
      p.filename === undefined
        ? `form-data; name="${p.field}"`
        : `form-data; name="${p.field}"; filename="${p.filename}"`;
    const headers =
      spec.flaw === 'no-part-headers'
        ? ''
        : spec.flaw === 'header-garbage'
          ? `Content-Disposition: ${disposition}\r\nContent-Type ${p.type ?? ''}\r\n\u0000:\r\n`
          : `Content-Disposition: ${disposition}\r\n${p.type ? `Content-Type: ${p.type}\r\n` : ''}`;
    pieces.push(
      Buffer.from(`--${BOUNDARY}\r\n${headers}\r\n`, 'utf8'),
      fileBytes(p.content),
      Buffer.from('\r\n'),
    );
  }
  let payload = Buffer.concat([...pieces, Buffer.from(`--${BOUNDARY}--\r\n`)]);
  if (spec.flaw === 'cut-in-file')
    payload = payload.subarray(0, Math.max(0, Math.floor(payload.length * 0.6)));
  if (spec.flaw === 'no-closing-boundary') payload = Buffer.concat(pieces);
  const contentType =
    spec.flaw === 'no-boundary-param'
      ? 'multipart/form-data'
      : spec.flaw === 'wrong-boundary'
        ? 'multipart/form-data; boundary=somethingElse'
        : `multipart/form-data; boundary=${BOUNDARY}`;
  return { payload, contentType };
}
