/** One STOMP 1.2 frame. Repeated headers keep their first value, as the specification requires. */
export interface StompFrame {
  command: string;
  headers: Record<string, string>;
  body: string;
}

/** A frame the decoder cannot read: the connection answers ERROR and closes. */
export class StompFrameError extends Error {
  override name = 'StompFrameError';
}

const LF = 0x0a;
const CR = 0x0d;
const NUL = 0x00;

// CONNECT and CONNECTED predate escaping: their header values are taken literally.
const UNESCAPED_COMMANDS = new Set(['CONNECT', 'CONNECTED']);
const DECODE_ESCAPES: Record<string, string> = { r: '\r', n: '\n', c: ':', '\\': '\\' };
const ENCODE_ESCAPES: Record<string, string> = {
  '\r': '\\r',
  '\n': '\\n',
  ':': '\\c',
  '\\': '\\\\',
};

/**
 * Reads frames from a stream of WebSocket messages. A frame may arrive split across messages or
 * several in one, and bare end-of-lines between frames are heart-beats, skipped here (the
 * connection counts any received data as a sign of life).
 */
export class StompDecoder {
  private buffer: Buffer = Buffer.alloc(0);

  constructor(private readonly maxFrameBytes: number) {}

  push(chunk: Buffer): StompFrame[] {
    this.buffer = this.buffer.length ? Buffer.concat([this.buffer, chunk]) : chunk;
    const frames: StompFrame[] = [];
    for (;;) {
      this.buffer = this.buffer.subarray(skipEndOfLines(this.buffer));
      const decoded = decodeFrame(this.buffer);
      if (!decoded) break;
      frames.push(decoded.frame);
      this.buffer = this.buffer.subarray(decoded.length);
    }
    if (this.buffer.length > this.maxFrameBytes) {
      throw new StompFrameError(`Frames are limited to ${this.maxFrameBytes} bytes`);
    }
    return frames;
  }
}

function skipEndOfLines(buffer: Buffer): number {
  let at = 0;
  while (at < buffer.length) {
    if (buffer[at] === LF) at += 1;
    else if (buffer[at] === CR && buffer[at + 1] === LF) at += 2;
    else break;
  }
  return at;
}

/** The first frame of `buffer` and its length in bytes, or null while it is incomplete. */
function decodeFrame(buffer: Buffer): { frame: StompFrame; length: number } | null {
  const lines: string[] = [];
  let at = 0;
  for (;;) {
    const end = buffer.indexOf(LF, at);
    if (end < 0) return null;
    const line = buffer.toString('utf8', at, buffer[end - 1] === CR ? end - 1 : end);
    at = end + 1;
    if (line === '') break;
    lines.push(line);
  }
  const [command, ...headerLines] = lines;
  if (!command || !/^[A-Z]+$/.test(command)) {
    throw new StompFrameError(`Not a STOMP command: "${(command ?? '').slice(0, 40)}"`);
  }
  const headers = decodeHeaders(headerLines, !UNESCAPED_COMMANDS.has(command));

  const declared = headers['content-length'];
  let bodyEnd: number;
  if (declared !== undefined) {
    if (!/^\d{1,9}$/.test(declared)) throw new StompFrameError('content-length must be a number');
    bodyEnd = at + Number(declared);
    if (buffer.length <= bodyEnd) return null;
    if (buffer[bodyEnd] !== NUL) throw new StompFrameError('The body must end with NUL');
  } else {
    bodyEnd = buffer.indexOf(NUL, at);
    if (bodyEnd < 0) return null;
  }
  return {
    frame: { command, headers, body: buffer.toString('utf8', at, bodyEnd) },
    length: bodyEnd + 1,
  };
}

function decodeHeaders(lines: readonly string[], escaped: boolean): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const line of lines) {
    const colon = line.indexOf(':');
    if (colon < 0) throw new StompFrameError(`Header without a colon: "${line.slice(0, 40)}"`);
    const name = escaped ? unescape(line.slice(0, colon)) : line.slice(0, colon);
    const value = escaped ? unescape(line.slice(colon + 1)) : line.slice(colon + 1);
    if (!Object.hasOwn(headers, name)) headers[name] = value;
  }
  return headers;
}

function unescape(text: string): string {
  return text.replace(/\\(.?)/g, (_, code: string) => {
    const decoded = DECODE_ESCAPES[code];
    if (decoded === undefined) throw new StompFrameError(`Undefined escape sequence \\${code}`);
    return decoded;
  });
}

/** Serialises a frame; a body gets a content-length, so clients never scan it for NUL. */
export function encodeFrame({ command, headers, body }: StompFrame): string {
  const escape = UNESCAPED_COMMANDS.has(command)
    ? (text: string) => text
    : (text: string) => text.replace(/[\r\n:\\]/g, (c) => ENCODE_ESCAPES[c]!);
  const all = body ? { ...headers, 'content-length': String(Buffer.byteLength(body)) } : headers;
  const lines = Object.entries(all).map(([name, value]) => `${escape(name)}:${escape(value)}`);
  return `${[command, ...lines].join('\n')}\n\n${body}\0`;
}
