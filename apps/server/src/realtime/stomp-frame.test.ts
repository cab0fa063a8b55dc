import { describe, expect, it } from 'vitest';
import { HEART_BEAT_FLOOR_MS, negotiateHeartBeat } from './stomp-connection.ts';
import { encodeFrame, StompDecoder, StompFrameError } from './stomp-frame.ts';

const decode = (...chunks: string[]) => {
  const decoder = new StompDecoder(1024);
  return chunks.flatMap((chunk) => decoder.push(Buffer.from(chunk)));
};

describe('STOMP frames', () => {
  it('reads a frame, with LF or CRLF line ends', () => {
    for (const eol of ['\n', '\r\n']) {
      expect(
        decode(`SUBSCRIBE${eol}id:sub-0${eol}destination:/topic/restarted${eol}${eol}\0`),
      ).toEqual([
        {
          command: 'SUBSCRIBE',
          headers: { id: 'sub-0', destination: '/topic/restarted' },
          body: '',
        },
      ]);
    }
  });

  it('skips heart-beats between frames and reads several frames from one message', () => {
    const frames = decode('\n\r\nSEND\ndestination:/a\n\nx\0\nDISCONNECT\nreceipt:7\n\n\0\n');
    expect(frames.map((frame) => frame.command)).toEqual(['SEND', 'DISCONNECT']);
    expect(frames[0]!.body).toBe('x');
  });

  it('joins a frame split across messages, even inside a CRLF', () => {
    expect(decode('SUBSCRIBE\r', '\nid:1\ndestin', 'ation:/x\n\n', '\0')).toEqual([
      { command: 'SUBSCRIBE', headers: { id: '1', destination: '/x' }, body: '' },
    ]);
  });

  it('takes content-length bytes as the body, NULs and multi-byte characters included', () => {
    const body = 'a\0é';
    const [frame] = decode(`SEND\ncontent-length:${Buffer.byteLength(body)}\n\n${body}\0`);
    expect(frame!.body).toBe(body);
  });

  it('unescapes headers except in CONNECT, and keeps the first of repeated headers', () => {
    const [frame] = decode('SEND\nk\\c1:a\\nb\\\\c\\r\nk\\c1:second\n\n\0');
    expect(frame!.headers).toEqual({ 'k:1': 'a\nb\\c\r' });
    const [connect] = decode('CONNECT\nlogin:a\\b\n\n\0');
    expect(connect!.headers.login).toBe('a\\b');
  });

  it('refuses undefined escapes, header lines without a colon, bad commands and oversize frames', () => {
    expect(() => decode('SEND\nk:\\t\n\n\0')).toThrow(StompFrameError);
    expect(() => decode('SEND\nnocolon\n\n\0')).toThrow(/colon/);
    expect(() => decode('send\n\n\0')).toThrow(/Not a STOMP command/);
    expect(() => decode(`SEND\n\n${'x'.repeat(2000)}`)).toThrow(/limited to 1024 bytes/);
    expect(() => decode('SEND\ncontent-length:1\n\nxy\0')).toThrow(/NUL/);
  });

  it('writes what it reads, escaping headers and declaring the body length', () => {
    const frame = {
      command: 'MESSAGE',
      headers: { destination: '/user/topic/processed', note: 'a:b\nc\\' },
      body: 'uid-é',
    };
    const text = encodeFrame(frame);
    expect(text).toContain('note:a\\cb\\nc\\\\\n');
    expect(text).toContain(`content-length:${Buffer.byteLength('uid-é')}\n`);
    expect(decode(text)).toEqual([
      { ...frame, headers: { ...frame.headers, 'content-length': '6' } },
    ]);
    expect(encodeFrame({ command: 'CONNECTED', headers: { version: '1.2' }, body: '' })).toBe(
      'CONNECTED\nversion:1.2\n\n\0',
    );
  });
});

describe('heart-beat negotiation', () => {
  it('runs each direction at the slower side, or not at all when either says 0', () => {
    expect(negotiateHeartBeat('4000,4000')).toEqual({ outgoing: 4000, incoming: 4000 });
    expect(negotiateHeartBeat('10,0')).toEqual({ outgoing: 0, incoming: HEART_BEAT_FLOOR_MS });
    expect(negotiateHeartBeat(undefined)).toEqual({ outgoing: 0, incoming: 0 });
    expect(() => negotiateHeartBeat('fast')).toThrow(StompFrameError);
  });
});
