import { describe, expect, it } from 'vitest';
import {
  PROCESSED_TOPIC,
  processedMessageSchema,
  RESTARTED_TOPIC,
  restartedMessageSchema,
  SOCKET_PATHS,
  SOCKET_TOPICS,
  socketPathOf,
} from './socket-messages.ts';

describe('socket messages', () => {
  it('names the two socket paths and the restart and processed topics', () => {
    expect(SOCKET_PATHS).toEqual(['/druid-websocket', '/pv-websocket']);
    expect(RESTARTED_TOPIC).toBe('/topic/restarted');
    expect(SOCKET_TOPICS.processed.destination).toBe(PROCESSED_TOPIC);
  });

  it('serves broadcasts on /druid-websocket and user destinations on /pv-websocket', () => {
    for (const topic of Object.values(SOCKET_TOPICS)) {
      const expected = topic.destination.startsWith('/user/')
        ? '/pv-websocket'
        : '/druid-websocket';
      expect(topic.socket, topic.destination).toBe(expected);
      expect(socketPathOf(topic.destination)).toBe(expected);
    }
    expect(socketPathOf(RESTARTED_TOPIC)).toBe('/druid-websocket');
    expect(socketPathOf(PROCESSED_TOPIC)).toBe('/pv-websocket');
    expect(socketPathOf('/topic/elsewhere')).toBeNull();
  });

  it('parses the restart announcement', () => {
    const body = { serverStartedAt: '2026-11-22T09:00:00.000Z', serverId: 'web-2' };
    expect(restartedMessageSchema.parse(JSON.parse(JSON.stringify(body)))).toEqual(body);
    expect(
      restartedMessageSchema.safeParse({ ...body, serverStartedAt: 'yesterday' }).error?.issues[0]
        ?.path,
    ).toEqual(['serverStartedAt']);
    expect(
      restartedMessageSchema.safeParse({ serverStartedAt: '2026-11-22T10:00:00+01:00' }).error
        ?.issues[0]?.path,
    ).toEqual(['serverId']);
  });

  it('takes the processed body as the plain uid text', () => {
    expect(processedMessageSchema.parse('3f1c2a9e-0b7d-4f51-9c1e-2d7a8b6e4f10')).toBe(
      '3f1c2a9e-0b7d-4f51-9c1e-2d7a8b6e4f10',
    );
    expect(processedMessageSchema.safeParse('"quoted"').success).toBe(false);
  });
});
