import { describe, expect, it } from 'vitest';
import {
  actionsHistoryJsonCodec,
  actionsHistoryResponseSchema,
  saveActionsHistoryBodySchema,
  type ActionsHistory,
} from './actions-history.ts';

const history: ActionsHistory = {
  skipped: false,
  seenHints: { datepicker: true, breadcrumbs: false },
  visitedLevel: { overview: true, 'property-type': false, property: true },
};

describe('actions history', () => {
  it('reads and writes the stored JSON text', () => {
    const json = actionsHistoryJsonCodec.encode(history);
    expect(actionsHistoryJsonCodec.decode(json)).toEqual(history);
    expect(actionsHistoryResponseSchema.parse({ actionsHistoryJson: json })).toEqual({
      actionsHistoryJson: json,
    });
  });

  it('saves only a readable history', () => {
    const body = { actionsHistoryJson: JSON.stringify(history) };
    expect(saveActionsHistoryBodySchema.parse(body)).toEqual(body);
    const notJson = saveActionsHistoryBodySchema.safeParse({ actionsHistoryJson: '{skipped' });
    expect(notJson.error?.issues[0]).toMatchObject({
      path: ['actionsHistoryJson'],
      message: 'is not an actions history: is not JSON',
    });
    const wrongShape = saveActionsHistoryBodySchema.safeParse({
      actionsHistoryJson: JSON.stringify({ ...history, seenHints: { datepicker: 'yes' } }),
    });
    expect(wrongShape.error?.issues[0]?.path).toEqual(['actionsHistoryJson']);
    expect(wrongShape.error?.issues[0]?.message).toMatch(/seenHints\.datepicker/);
  });

  it('rejects unknown body fields at their name', () => {
    const issue = saveActionsHistoryBodySchema.safeParse({ actionsHistory: '{}' }).error?.issues[0];
    expect(issue?.path).toEqual(['actionsHistory']);
  });
});
