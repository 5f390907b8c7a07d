/** The five steps whose letters spell REIGN (spec part 1 section 1, part 2 section 1). */
export interface Principle {
  letter: 'R' | 'E' | 'I' | 'G' | 'N';
  key: 'renew' | 'establish' | 'initiate' | 'grow' | 'navigate';
  title: string;
  summary: string;
}

export const PRINCIPLES: readonly Principle[] = [
  {
    letter: 'R',
    key: 'renew',
    title: 'Renew Your Mind',
    summary: "Begin your day by reflecting on God's Word.",
  },
  {
    letter: 'E',
    key: 'establish',
    title: 'Establish Priorities',
    summary: 'Name the top three areas of focus for today.',
  },
  {
    letter: 'I',
    key: 'initiate',
    title: 'Initiate Bold Action',
    summary: 'Turn each priority into concrete steps you will take.',
  },
  {
    letter: 'G',
    key: 'grow',
    title: 'Grow with Grit',
    summary: 'Anticipate the challenges ahead and meet them with perseverance.',
  },
  {
    letter: 'N',
    key: 'navigate',
    title: 'Navigate in Faith',
    summary: 'Close with a personal prayer that places your plan in His hands.',
  },
];
