import { adminMessages, fieldMessages, giveawayMessages, sendfoxMessages } from '@reign/contract';
import { describe, expect, it } from 'vitest';
import {
  buildExportRequest,
  EMPTY_EXPORT,
  giveawayDefaults,
  giveawayFormSchema,
  imageFileProblem,
  reflectionPreview,
  truncateText,
} from './admin-format';

describe('scripture table', () => {
  it('cuts the scripture text at 80 characters', () => {
    const long = 'a'.repeat(100);
    expect(truncateText(long)).toBe(`${'a'.repeat(80)}...`);
    expect(truncateText('a'.repeat(80))).toBe('a'.repeat(80));
  });

  it("shows 'No reflection' for an empty reflection", () => {
    expect(reflectionPreview(null)).toBe('No reflection');
    expect(reflectionPreview('  ')).toBe('No reflection');
    expect(reflectionPreview('Rest in him.')).toBe('Rest in him.');
  });
});

describe('giveaway form', () => {
  it('defaults to today, 7 days, 100 points, active', () => {
    const values = giveawayDefaults(new Date(2026, 2, 10, 15, 0));
    expect(values).toMatchObject({
      startDate: '2026-03-10',
      endDate: '2026-03-17',
      pointRequirement: 100,
      isActive: true,
      imageUrl: null,
    });
  });

  it('sends dates as ISO timestamps covering whole days', () => {
    const result = giveawayFormSchema.safeParse({
      ...giveawayDefaults(new Date(2026, 2, 10)),
      title: 'Bible',
      description: 'A study Bible',
      prize: 'Study Bible',
    });
    expect(result.success).toBe(true);
    if (!result.success) return;
    expect(result.data.startDate).toBe(new Date(2026, 2, 10, 0, 0, 0).toISOString());
    expect(result.data.endDate).toBe(new Date(2026, 2, 17, 23, 59, 59).toISOString());
    expect(result.data.pointRequirement).toBe(100);
  });

  it('uses the contract messages', () => {
    const result = giveawayFormSchema.safeParse({
      ...giveawayDefaults(new Date(2026, 2, 10)),
      endDate: '2026-03-01',
      pointRequirement: 0,
    });
    expect(result.success).toBe(false);
    const messages = result.error?.issues.map((i) => `${i.path.join('.')}: ${i.message}`) ?? [];
    expect(messages).toEqual(
      expect.arrayContaining([
        `title: ${fieldMessages.title}`,
        `description: ${fieldMessages.description}`,
        `prize: ${giveawayMessages.prize}`,
        `pointRequirement: ${giveawayMessages.pointRequirement}`,
      ]),
    );
    const dates = giveawayFormSchema.safeParse({
      ...giveawayDefaults(new Date(2026, 2, 10)),
      title: 'T',
      description: 'D',
      prize: 'P',
      endDate: '2026-03-01',
    });
    expect(dates.error?.issues.map((i) => `${i.path.join('.')}: ${i.message}`)).toEqual([
      `endDate: ${giveawayMessages.dates}`,
    ]);
    const noPoints = giveawayFormSchema.safeParse({
      ...giveawayDefaults(),
      title: 'T',
      description: 'D',
      prize: 'P',
      pointRequirement: '',
    });
    expect(noPoints.error?.issues[0]?.message).toBe(giveawayMessages.pointRequirement);
  });

  it('checks the chosen image before uploading', () => {
    expect(imageFileProblem({ type: 'text/plain', size: 10 })).toEqual({
      title: 'Invalid file type',
      message: adminMessages.imageType,
    });
    expect(imageFileProblem({ type: 'image/png', size: 5 * 1024 * 1024 + 1 })).toEqual({
      title: 'File too large',
      message: adminMessages.imageSize,
    });
    expect(imageFileProblem({ type: 'image/png', size: 5 * 1024 * 1024 })).toBeNull();
  });
});

describe('SendFox export dialog', () => {
  const base = EMPTY_EXPORT;

  it('needs an existing list or a new list name', () => {
    expect(buildExportRequest(base)).toEqual({ error: sendfoxMessages.target });
    expect(buildExportRequest({ ...base, newListName: '   ' })).toEqual({ error: sendfoxMessages.target });
    expect(buildExportRequest({ ...base, newListName: ' Members ' })).toEqual({
      kind: 'plain',
      body: { listName: 'Members' },
    });
    expect(buildExportRequest({ ...base, listId: '7', newListName: 'Ignored' })).toEqual({
      kind: 'plain',
      body: { listId: 7 },
    });
  });

  it('sends filters only when advanced filters are on', () => {
    const filters = { hasEntries: true, minSharingPoints: 5, dateStart: '2026-01-01' };
    expect(buildExportRequest({ ...base, listId: '3', ...filters })).toEqual({
      kind: 'plain',
      body: { listId: 3 },
    });
    expect(buildExportRequest({ ...base, listId: '3', advanced: true, ...filters })).toEqual({
      kind: 'filtered',
      body: { listId: 3, hasEntries: true, minSharingPoints: 5, dateRange: { start: '2026-01-01' } },
    });
    expect(buildExportRequest({ ...base, listId: '3', advanced: true, minSharingPoints: -1 })).toEqual({
      error: sendfoxMessages.minPoints,
    });
  });
});
